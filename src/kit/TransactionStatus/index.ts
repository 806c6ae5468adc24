export {
  TransactionStatus,
  frenchTransactionStatusLabels,
  transactionStatusLabel,
  type KnownTransactionStatus,
  type TransactionStatusLabels,
  type TransactionStatusProps,
} from './TransactionStatus';
