import { knownTransactionStatuses } from '@yonnee/api';
import { transactionsQuery } from '@yonnee/api/react-query';
import { useQuery } from '@tanstack/react-query';
import { Box, Heading, Select, TransactionsTable, transactionStatusLabel } from '@yonnee/kit';
import { useState } from 'react';
import { Loading } from './Loading';

export function Transactions() {
  const transactions = useQuery(transactionsQuery());
  const [status, setStatus] = useState('');
  // The API lists without a status filter: the page it answers is filtered here.
  const shown = transactions.data?.filter((t) => !status || t.status === status);
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Transactions</Heading>
      <Select label="Statut" value={status} onChange={(event) => setStatus(event.target.value)}>
        <option value="">Tous</option>
        {knownTransactionStatuses.map((known) => (
          <option key={known} value={known}>
            {transactionStatusLabel(known)}
          </option>
        ))}
      </Select>
      {transactions.isError ? (
        <Loading query={transactions} />
      ) : (
        // The kit's table, the one the site's home page shows with the sandbox's samples.
        <TransactionsTable
          rows={shown}
          labels={{
            caption: 'Encaissements, les plus récents d’abord',
            emptyTitle: status ? 'Aucune transaction avec ce statut' : 'Aucune transaction',
          }}
          transactionHref={(t) => `/transactions/${encodeURIComponent(t.transactionId)}`}
          sortable
        />
      )}
    </Box>
  );
}
