import { listMassPayouts, type MassPayout } from '@yonnee/api';
import { apiConfigOf, createMassPayoutMutation, massPayoutKeys } from '@yonnee/api/react-query';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  DataTable,
  EmptyState,
  Field,
  fieldControlClass,
  FormAlert,
  Heading,
  Pagination,
  Text,
  type DataTableColumn,
} from '@yonnee/kit';
import { useState, type ChangeEvent } from 'react';
import { PAGE_SIZE, useCursorPages } from '../cursorPages';
import { formatAmount } from '@yonnee/kit';
import { formatDate } from '../format';
import { csvColumns, MAX_CSV_BYTES, parseMassPayoutCsv, type CsvRow } from '../massPayoutCsv';
import { Loading } from './Loading';

const checkColumns: DataTableColumn<CsvRow>[] = [
  { key: 'line', header: 'Ligne', cell: (row) => row.line, rowHeader: true },
  {
    key: 'recipient',
    header: 'Bénéficiaire',
    cell: (row) => (row.valid ? `${row.recipient.surname} ${row.recipient.name}` : '—'),
  },
  {
    key: 'amount',
    header: 'Montant',
    cell: (row) => (row.valid ? formatAmount(row.recipient.amount, row.recipient.currency) : '—'),
    align: 'end',
  },
  {
    key: 'check',
    header: 'Vérification',
    cell: (row) => (row.valid ? 'Valide' : row.problems.join(' ; ')),
  },
];

export function MassPayouts() {
  const send = useMutation(createMassPayoutMutation());
  const [rows, setRows] = useState<CsvRow[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const recipients = rows?.flatMap((row) => (row.valid ? [row.recipient] : [])) ?? [];
  const ready = rows !== null && rows.length > 0 && recipients.length === rows.length;

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setRows(null);
    setFileError(null);
    send.reset();
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setFileError('Ce fichier dépasse 256 Ko : un virement groupé compte au plus 500 lignes.');
      return;
    }
    const parsed = parseMassPayoutCsv(await file.text());
    if ('error' in parsed) setFileError(parsed.error);
    else setRows(parsed.rows);
  }

  return (
    <Box display="flex" flexDirection="column" gap={6}>
      <Heading level={1}>Virements groupés</Heading>
      <Field
        label="Fichier CSV des bénéficiaires"
        description={`Première ligne : ${csvColumns.join(',')}`}
        error={fileError}
      >
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            type="file"
            accept=".csv,text/csv"
            onChange={read}
          />
        )}
      </Field>
      {rows && (
        <DataTable
          caption="Chaque ligne vérifiée avant l’envoi"
          columns={checkColumns}
          rows={rows}
          rowKey={(row) => String(row.line)}
          empty={
            <EmptyState title="Aucun bénéficiaire" description="Le fichier n’a que son en-tête." />
          }
        />
      )}
      {rows && !ready && (
        <FormAlert>Corrigez les lignes invalides du fichier, puis chargez-le de nouveau.</FormAlert>
      )}
      <Button
        disabled={!ready}
        busy={send.isPending}
        onClick={() => send.mutate({ payOutMassList: recipients })}
      >
        Envoyer le virement groupé
      </Button>
      {send.data && (
        <Text role="status">
          Virement groupé n° {send.data.data.id} envoyé à {send.data.data.recipients.length}{' '}
          bénéficiaires.
        </Text>
      )}
      <MassPayoutList />
    </Box>
  );
}

const listColumns: DataTableColumn<MassPayout>[] = [
  { key: 'id', header: 'N°', cell: (m) => m.id, rowHeader: true },
  {
    key: 'amount',
    header: 'Montant',
    cell: (m) => formatAmount(m.amount, m.currency),
    sortValue: (m) => m.amount,
    align: 'end',
  },
  {
    key: 'recipients',
    header: 'Bénéficiaires',
    cell: (m) => m.recipients.length,
    sortValue: (m) => m.recipients.length,
    align: 'end',
  },
  {
    key: 'date',
    header: 'Date',
    cell: (m) => formatDate(m.createdAt),
    sortValue: (m) => m.createdAt,
  },
];

function MassPayoutList() {
  const pages = useCursorPages();
  const { startingAfter } = pages;
  // The package's key for the list, one entry per page: a mass payout sent refreshes them all.
  const massPayouts = useQuery({
    queryKey: [...massPayoutKeys.list(), { startingAfter }],
    queryFn: ({ signal, client }) =>
      listMassPayouts({ ...apiConfigOf(client), signal, limit: PAGE_SIZE, startingAfter }),
    placeholderData: keepPreviousData,
  });
  const rows = massPayouts.data?.data;
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={2}>Virements groupés envoyés</Heading>
      {rows ? (
        <>
          <DataTable
            caption="Virements groupés envoyés"
            columns={listColumns}
            rows={rows}
            rowKey={(m) => String(m.id)}
            empty={
              <EmptyState
                title="Aucun virement groupé"
                description="Chargez un fichier CSV ci-dessus pour envoyer le premier."
              />
            }
          />
          <Pagination
            page={pages.page}
            hasNext={massPayouts.data?.has_more ?? false}
            onPageChange={(target) => pages.goTo(target, rows.at(-1)?.id.toString())}
            labels={{ navigation: 'Pages des virements groupés' }}
          />
        </>
      ) : (
        <Loading query={massPayouts} />
      )}
    </Box>
  );
}
