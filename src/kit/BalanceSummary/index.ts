export {
  BalanceSummary,
  type BalanceFigures,
  type BalanceSummaryLabels,
  type BalanceSummaryProps,
} from './BalanceSummary';
