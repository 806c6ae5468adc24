export {
  TransactionsTable,
  type TransactionRow,
  type TransactionsTableLabels,
  type TransactionsTableProps,
} from './TransactionsTable';
