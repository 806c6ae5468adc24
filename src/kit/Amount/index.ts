export { Amount, type AmountProps } from './Amount';
export { formatAmount } from './formatAmount';
