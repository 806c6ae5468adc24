import {
  addPayoutContactMutation,
  createPayoutMutation,
  transfersQuery,
} from '@yonnee/api/react-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Box, Button, Heading, Text, TextField } from '@yonnee/kit';
import { useState, type FormEvent } from 'react';
import { formatAmount, formatDate } from '../format';
import { Loading } from './Loading';

// The sandbox's sample merchant pays out in Senegal, by Wave (spec 9's samples).
const PREFIX = '221';
const METHOD = 'WAVESN';

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
  const [amount, setAmount] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate({
      amount: Number(amount),
      currency: 'XOF',
      paymentMethod: METHOD,
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
      <TextField
        label="Numéro Wave"
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

function PayoutList() {
  const payouts = useQuery(transfersQuery());
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={2}>Virements envoyés</Heading>
      {payouts.data ? (
        // The kit's DataTable will replace this table.
        <table>
          <caption>Virements envoyés</caption>
          <thead>
            <tr>
              <th scope="col">Référence</th>
              <th scope="col">Montant</th>
              <th scope="col">Téléphone</th>
              <th scope="col">Statut</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {payouts.data.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.transactionId}</th>
                <td>{formatAmount(p.amount, p.currency)}</td>
                <td>{p.phone}</td>
                <td>{p.status}</td>
                <td>{formatDate(p.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Loading query={payouts} />
      )}
    </Box>
  );
}
