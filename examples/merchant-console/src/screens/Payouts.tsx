import { listPayouts, type Payout } from '@yonnee/api';
import {
  addPayoutContactMutation,
  apiConfigOf,
  createPayoutMutation,
  paymentMethodsQuery,
  transferKeys,
} from '@yonnee/api/react-query';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  DataTable,
  EmptyState,
  Heading,
  Pagination,
  Select,
  Text,
  TextField,
  type DataTableColumn,
} from '@yonnee/kit';
import { useState, type FormEvent } from 'react';
import { PAGE_SIZE, useCursorPages } from '../cursorPages';
import { formatAmount } from '@yonnee/kit';
import { formatDate } from '../format';
import { Loading } from './Loading';

// The sandbox's sample merchant pays out in Senegal, by Wave first (spec 9's samples).
const COUNTRY = 'SN';
const PREFIX = '221';
const DEFAULT_METHOD = 'WAVESN';

export function Payouts() {
  return (
    <Box display="flex" flexDirection="column" gap={6}>
      <Heading level={1}>Virements</Heading>
      <AddContact />
      <SendPayout />
      <PayoutList />
    </Box>
  );
}

function AddContact() {
  const add = useMutation(addPayoutContactMutation());
  const [contact, setContact] = useState({ name: '', surname: '', email: '', phone: '' });
  const edit = (field: keyof typeof contact) => (event: { target: { value: string } }) =>
    setContact((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ ...contact, prefix: PREFIX });
  }

  return (
    <Box as="form" display="flex" flexDirection="column" gap={4} onSubmit={submit}>
      <Heading level={2}>Ajouter un bénéficiaire</Heading>
      <TextField label="Nom" required value={contact.name} onChange={edit('name')} />
      <TextField label="Prénom" required value={contact.surname} onChange={edit('surname')} />
      <TextField
        label="E-mail"
        type="email"
        required
        value={contact.email}
        onChange={edit('email')}
      />
      <TextField
        label="Téléphone du bénéficiaire"
        description="Sans l’indicatif +221."
        inputMode="numeric"
        required
        value={contact.phone}
        onChange={edit('phone')}
      />
      <Button type="submit" busy={add.isPending}>
        Enregistrer le bénéficiaire
      </Button>
      {add.data && (
        <Text role="status">
          Bénéficiaire n° {add.data.data.id} enregistré : {add.data.data.surname}{' '}
          {add.data.data.name}.
        </Text>
      )}
    </Box>
  );
}

function SendPayout() {
  const send = useMutation(createPayoutMutation());
  // The methods a payout can use in the merchant's country, from the payment-methods call.
  const methods = useQuery({
    ...paymentMethodsQuery(),
    select: (response) => response.data.find((group) => group.country === COUNTRY)?.methods,
  });
  const [amount, setAmount] = useState('');
  const [paymentMethod, setPaymentMethod] = useState(DEFAULT_METHOD);
  const [phoneNumber, setPhoneNumber] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate({
      amount: Number(amount),
      currency: 'XOF',
      paymentMethod,
      prefixPhone: PREFIX,
      phoneNumber,
    });
  }

  return (
    <Box as="form" display="flex" flexDirection="column" gap={4} onSubmit={submit}>
      <Heading level={2}>Envoyer un virement</Heading>
      <TextField
        label="Montant du virement (XOF)"
        type="number"
        min={1}
        step={1}
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Select
        label="Moyen de virement"
        value={paymentMethod}
        onChange={(event) => setPaymentMethod(event.target.value)}
      >
        {(methods.data ?? [{ paymentMethod: DEFAULT_METHOD, name: 'Wave' }]).map((method) => (
          <option key={method.paymentMethod} value={method.paymentMethod}>
            {method.name} ({method.paymentMethod})
          </option>
        ))}
      </Select>
      <TextField
        label="Numéro du bénéficiaire"
        description="Sans l’indicatif +221."
        inputMode="numeric"
        required
        value={phoneNumber}
        onChange={(event) => setPhoneNumber(event.target.value)}
      />
      <Button type="submit" busy={send.isPending}>
        Envoyer
      </Button>
      {send.data && (
        <Text role="status">
          Virement {send.data.data.transactionId} : {send.data.data.status}.
        </Text>
      )}
    </Box>
  );
}

const columns: DataTableColumn<Payout>[] = [
  { key: 'reference', header: 'Référence', cell: (p) => p.transactionId, rowHeader: true },
  {
    key: 'amount',
    header: 'Montant',
    cell: (p) => formatAmount(p.amount, p.currency),
    sortValue: (p) => p.amount,
    align: 'end',
  },
  { key: 'phone', header: 'Téléphone', cell: (p) => p.phone },
  { key: 'status', header: 'Statut', cell: (p) => p.status },
  {
    key: 'date',
    header: 'Date',
    cell: (p) => formatDate(p.createdAt),
    sortValue: (p) => p.createdAt,
  },
];

function PayoutList() {
  const pages = useCursorPages();
  const { startingAfter } = pages;
  // The package's key for the list, one entry per page: a payout sent refreshes them all.
  const payouts = useQuery({
    queryKey: [...transferKeys.list(), { startingAfter }],
    queryFn: ({ signal, client }) =>
      listPayouts({ ...apiConfigOf(client), signal, limit: PAGE_SIZE, startingAfter }),
    placeholderData: keepPreviousData,
  });
  const rows = payouts.data?.data;
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={2}>Virements envoyés</Heading>
      {rows ? (
        <>
          <DataTable
            caption="Virements envoyés"
            columns={columns}
            rows={rows}
            rowKey={(p) => String(p.id)}
            empty={
              <EmptyState
                title="Aucun virement"
                description="Les virements envoyés depuis ce compte s’afficheront ici."
              />
            }
          />
          <Pagination
            page={pages.page}
            hasNext={payouts.data?.has_more ?? false}
            onPageChange={(target) => pages.goTo(target, rows.at(-1)?.transactionId)}
            labels={{ navigation: 'Pages des virements envoyés' }}
          />
        </>
      ) : (
        <Loading query={payouts} />
      )}
    </Box>
  );
}
