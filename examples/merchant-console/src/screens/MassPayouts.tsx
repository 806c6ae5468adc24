import { createMassPayoutMutation, massPayoutsQuery } from '@yonnee/api/react-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Box, Button, Field, fieldControlClass, FormAlert, Heading, Text } from '@yonnee/kit';
import { useState, type ChangeEvent } from 'react';
import { formatAmount, formatDate } from '../format';
import { csvColumns, MAX_CSV_BYTES, parseMassPayoutCsv, type CsvRow } from '../massPayoutCsv';
import { Loading } from './Loading';

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
        // The kit's DataTable will replace this table.
        <table>
          <caption>Chaque ligne vérifiée avant l’envoi</caption>
          <thead>
            <tr>
              <th scope="col">Ligne</th>
              <th scope="col">Bénéficiaire</th>
              <th scope="col">Montant</th>
              <th scope="col">Vérification</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line}>
                <th scope="row">{row.line}</th>
                <td>{row.valid ? `${row.recipient.surname} ${row.recipient.name}` : '—'}</td>
                <td>
                  {row.valid ? formatAmount(row.recipient.amount, row.recipient.currency) : '—'}
                </td>
                <td>{row.valid ? 'Valide' : row.problems.join(' ; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
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

function MassPayoutList() {
  const massPayouts = useQuery(massPayoutsQuery());
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={2}>Virements groupés envoyés</Heading>
      {massPayouts.data ? (
        <table>
          <caption>Virements groupés envoyés</caption>
          <thead>
            <tr>
              <th scope="col">N°</th>
              <th scope="col">Montant</th>
              <th scope="col">Bénéficiaires</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {massPayouts.data.map((m) => (
              <tr key={m.id}>
                <th scope="row">{m.id}</th>
                <td>{formatAmount(m.amount, m.currency)}</td>
                <td>{m.recipients.length}</td>
                <td>{formatDate(m.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Loading query={massPayouts} />
      )}
    </Box>
  );
}
