export { CheckoutCrash, type CheckoutCrashProps } from './CheckoutCrash';
