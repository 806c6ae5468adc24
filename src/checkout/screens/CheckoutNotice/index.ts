export { CheckoutNotice, type CheckoutNoticeProps } from './CheckoutNotice';
