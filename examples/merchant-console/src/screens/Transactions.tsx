import { knownTransactionStatuses } from '@yonnee/api';
import { transactionsQuery } from '@yonnee/api/react-query';
import { useQuery } from '@tanstack/react-query';
import { Box, Field, fieldControlClass, Heading, Link, Text } from '@yonnee/kit';
import { useState } from 'react';
import { formatAmount, formatDate } from '../format';
import { Loading } from './Loading';

const statusLabels: Record<string, string> = {
  SUCCESS: 'Réussie',
  PENDING: 'En attente',
  REJECTED: 'Refusée',
};

export const statusLabel = (status: string) => statusLabels[status] ?? status;

export function Transactions() {
  const transactions = useQuery(transactionsQuery());
  const [status, setStatus] = useState('');
  // The API lists without a status filter: the page it answers is filtered here.
  const shown = transactions.data?.filter((t) => !status || t.status === status);
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Transactions</Heading>
      <Field label="Statut">
        {(control) => (
          // The kit's Select will replace this native select.
          <select
            {...control}
            className={fieldControlClass}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">Tous</option>
            {knownTransactionStatuses.map((known) => (
              <option key={known} value={known}>
                {statusLabel(known)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {!shown ? (
        <Loading query={transactions} />
      ) : shown.length === 0 ? (
        // The kit's EmptyState will replace this paragraph.
        <Text>Aucune transaction avec ce statut.</Text>
      ) : (
        // The kit's DataTable will replace this table.
        <table>
          <caption>Encaissements, les plus récents d’abord</caption>
          <thead>
            <tr>
              <th scope="col">Référence</th>
              <th scope="col">Montant</th>
              <th scope="col">Statut</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((t) => (
              <tr key={t.transactionId}>
                <th scope="row">
                  <Link href={`/transactions/${encodeURIComponent(t.transactionId)}`}>
                    {t.transactionId}
                  </Link>
                </th>
                <td>{formatAmount(t.amount, t.currency)}</td>
                <td>{statusLabel(t.status)}</td>
                <td>{formatDate(t.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Box>
  );
}
