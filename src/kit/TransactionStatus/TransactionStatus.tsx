import { Badge, type BadgeProps } from '../Badge';

/** The statuses the API documents; a host may send others, shown as sent. */
export type KnownTransactionStatus = 'SUCCESS' | 'PENDING' | 'REJECTED';

export type TransactionStatusLabels = Record<KnownTransactionStatus, string>;

export const frenchTransactionStatusLabels: TransactionStatusLabels = {
  SUCCESS: 'Réussie',
  PENDING: 'En attente',
  REJECTED: 'Refusée',
};

const tones: Record<KnownTransactionStatus, NonNullable<BadgeProps['tone']>> = {
  SUCCESS: 'success',
  PENDING: 'warning',
  REJECTED: 'danger',
};

const isKnown = (status: string): status is KnownTransactionStatus => Object.hasOwn(tones, status);

/** The words a status is shown with: the label given, the French default, or the API's own code. */
export function transactionStatusLabel(
  status: string,
  labels: Partial<TransactionStatusLabels> = {},
) {
  return isKnown(status) ? (labels[status] ?? frenchTransactionStatusLabels[status]) : status;
}

export interface TransactionStatusProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The API's `status` field (SUCCESS, PENDING, REJECTED…). */
  status: string;
  /** Its words, for a page in another language; any left out keep the French ones. */
  labels?: Partial<TransactionStatusLabels>;
}

/** A transaction's status as words and a colour (the words carry it; the colour only repeats it). */
export function TransactionStatus({ status, labels, ...rest }: TransactionStatusProps) {
  return (
    <Badge tone={isKnown(status) ? tones[status] : 'neutral'} data-status={status} {...rest}>
      {transactionStatusLabel(status, labels)}
    </Badge>
  );
}
