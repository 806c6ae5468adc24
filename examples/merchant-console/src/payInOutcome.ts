import { errorBodyField, errorBodyTitle, errorBodyTransactionId } from '@yonnee/api';

const stateLabels: Record<string, string> = {
  SUCCESS: 'Réussi',
  PENDING: 'En attente de confirmation',
  REJECTED: 'Refusé',
};

/** A pay-in's state as the merchant reads it; a state the API adds later shows as sent. */
export const payInStateLabel = (state: string) => stateLabels[state] ?? state;

/**
 * A refused pay-in as a form shows it: the API's own words, the field it names (so the form puts
 * them under that field), and the payment it recorded anyway (a declined card is one).
 */
export function payInRefusal(error: unknown) {
  const title = errorBodyTitle(error);
  if (!title) return null;
  return {
    title,
    field: errorBodyField(error),
    transactionId: errorBodyTransactionId(error),
  };
}

/** The console's page of one transaction. */
export const transactionHref = (transactionId: string) =>
  `/transactions/${encodeURIComponent(transactionId)}`;
