export { CheckoutFrame, type CheckoutFrameProps } from './CheckoutFrame';
