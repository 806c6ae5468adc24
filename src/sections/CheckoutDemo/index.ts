export { CheckoutDemo, type CheckoutDemoProps, type CreatedLink } from './CheckoutDemo';
