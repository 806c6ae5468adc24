import { Amount } from '../Amount';
import { DataTable, type DataTableColumn } from '../DataTable';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import { Skeleton } from '../Skeleton';
import { TransactionStatus, type TransactionStatusLabels } from '../TransactionStatus';
import { glyphs } from '../Icon';

/** A pay-in as the API lists it (`GET /transaction/pay-in`), by its field names; others are ignored. */
export interface TransactionRow {
  transactionId: string;
  amount: number;
  currency: string;
  status: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** The method's code (WAVESN, OMSN…). */
  paymentMethod?: string | null;
}

export interface TransactionsTableLabels {
  /** Names the table. */
  caption: string;
  /** Header of `transactionId`. */
  transactionId: string;
  /** Header of `amount`. */
  amount: string;
  /** Header of `status`. */
  status: string;
  /** Header of `paymentMethod`. */
  paymentMethod: string;
  /** Header of `createdAt`. */
  createdAt: string;
  /** Title of the empty table. */
  emptyTitle: string;
  /** Said while the rows are on their way. */
  loading: string;
}

export type TransactionsTableColumn = keyof Omit<
  TransactionsTableLabels,
  'caption' | 'emptyTitle' | 'loading'
>;

const allColumns: readonly TransactionsTableColumn[] = [
  'transactionId',
  'amount',
  'status',
  'paymentMethod',
  'createdAt',
];

export interface TransactionsTableProps {
  /** The listed transactions; none yet shows grey rows and says it is loading. */
  rows: readonly TransactionRow[] | undefined;
  /** Each reference becomes a link to this address (the app's router renders it, see `LinkProvider`). */
  transactionHref?: (row: TransactionRow) => string;
  /** The columns shown, by the API's field names (all by default, in this order). */
  columns?: readonly TransactionsTableColumn[];
  /** Amount and date become sortable columns (buttons once the page has hydrated). */
  sortable?: boolean;
  /** Its words, for a page in another language (French by default); any left out keep theirs. */
  labels?: Partial<TransactionsTableLabels>;
  /** The statuses' words. */
  statusLabels?: Partial<TransactionStatusLabels>;
  /** How amounts and dates are written (French by default). */
  locale?: string;
  /** The zone dates are read in (the reader's own by default). */
  timeZone?: string;
  /** It fits its box and is never a scroll region (a part of a page that is never hydrated). */
  fits?: boolean;
  className?: string;
}

const frenchLabels: TransactionsTableLabels = {
  caption: 'Transactions',
  transactionId: 'Référence',
  amount: 'Montant',
  status: 'Statut',
  paymentMethod: 'Moyen de paiement',
  createdAt: 'Date',
  emptyTitle: 'Aucune transaction',
  loading: 'Chargement des transactions…',
};

/**
 * The merchant's transactions on the kit's DataTable: the reference names each row, amounts are
 * written one way and lined up, the status is words and a colour.
 */
export function TransactionsTable({
  rows,
  columns: shownColumns = allColumns,
  transactionHref,
  sortable = false,
  labels: ownLabels,
  statusLabels,
  locale = 'fr-FR',
  timeZone,
  fits,
  className,
}: TransactionsTableProps) {
  const labels = { ...frenchLabels, ...ownLabels };
  if (!rows) {
    return (
      <div aria-busy="true" className={className}>
        <p role="status">{labels.loading}</p>
        {[0, 1, 2].map((line) => (
          <Skeleton key={line} width="full" />
        ))}
      </div>
    );
  }
  const dates = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const columns: DataTableColumn<TransactionRow>[] = [
    {
      key: 'transactionId',
      header: labels.transactionId,
      rowHeader: true,
      cell: (row) =>
        transactionHref ? (
          <Link href={transactionHref(row)}>{row.transactionId}</Link>
        ) : (
          row.transactionId
        ),
    },
    {
      key: 'amount',
      header: labels.amount,
      align: 'end',
      cell: (row) => <Amount value={row.amount} currency={row.currency} locale={locale} />,
      sortValue: sortable ? (row) => row.amount : undefined,
    },
    {
      key: 'status',
      header: labels.status,
      cell: (row) => <TransactionStatus status={row.status} labels={statusLabels} />,
    },
    {
      key: 'paymentMethod',
      header: labels.paymentMethod,
      cell: (row) => row.paymentMethod ?? '—',
    },
    {
      key: 'createdAt',
      header: labels.createdAt,
      cell: (row) => dates.format(row.createdAt),
      sortValue: sortable ? (row) => row.createdAt : undefined,
    },
  ];
  return (
    <DataTable
      caption={labels.caption}
      columns={columns.filter((column) =>
        shownColumns.includes(column.key as TransactionsTableColumn),
      )}
      rows={rows}
      rowKey={(row) => row.transactionId}
      empty={<EmptyState title={labels.emptyTitle} icon={glyphs.search} />}
      fits={fits}
      className={className}
    />
  );
}
