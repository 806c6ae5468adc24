import { transactionStatusQuery } from '@yonnee/api/react-query';
import { useQuery } from '@tanstack/react-query';
import { Amount, Box, Heading, Link, TransactionStatus } from '@yonnee/kit';
import { formatDate } from '../format';
import { Loading } from './Loading';

export function TransactionDetail({ transactionId }: { transactionId: string }) {
  const transaction = useQuery(transactionStatusQuery(transactionId));
  const t = transaction.data;
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Transaction {transactionId}</Heading>
      {t ? (
        <dl>
          <dt>Statut</dt>
          <dd>
            <TransactionStatus status={t.status} />
          </dd>
          <dt>Montant</dt>
          <dd>
            <Amount value={t.amount} currency={t.currency} />
          </dd>
          <dt>Montant après frais</dt>
          <dd>
            <Amount value={t.realAmount} currency={t.currency} />
          </dd>
          <dt>Moyen de paiement</dt>
          <dd>{t.paymentMethod ?? '—'}</dd>
          <dt>Date</dt>
          <dd>{formatDate(t.createdAt)}</dd>
        </dl>
      ) : (
        <Loading query={transaction} />
      )}
      <Link href="/transactions">Toutes les transactions</Link>
    </Box>
  );
}
