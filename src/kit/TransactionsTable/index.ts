export {
  TransactionsTable,
  type TransactionRow,
  type TransactionsTableColumn,
  type TransactionsTableLabels,
  type TransactionsTableProps,
} from './TransactionsTable';
