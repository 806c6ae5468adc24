import { payInCardMutation } from '@yonnee/api/react-query';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Card, FormAlert, Link, Select, Text, TextField } from '@yonnee/kit';
import { useState, type FormEvent } from 'react';
import { formatAmount } from '@yonnee/kit';
import { payInRefusal, payInStateLabel, transactionHref } from '../payInOutcome';

// What the sandbox takes by card (its README); a real account's currencies are its contract's.
const currencies = ['XOF', 'XAF', 'GNF'];
const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const thisYear = new Date().getFullYear();
const years = Array.from({ length: 15 }, (_, i) => String(thisYear + i));

const empty = {
  amount: '',
  currency: 'XOF',
  customerFirstName: '',
  customerLastName: '',
  cardNumber: '',
  cardExpirationMonth: '',
  cardExpirationYear: '',
  cardCv: '',
};

const formFields = Object.keys(empty);

// Nothing of a card belongs in a spell checker's or a keyboard's dictionary.
const secretInput = { spellCheck: false, autoCorrect: 'off' } as const;

/**
 * A card payment the merchant keys in for its customer (pay-in-card). The card's number and code
 * live in this form's state only, go in the request's body and nowhere else (no URL, no web
 * storage, no log), and are emptied once the API has answered.
 */
export function CardPayIn() {
  // Forgotten as soon as this screen stops watching it: the request held the card's details.
  const pay = useMutation({ ...payInCardMutation(), gcTime: 0 });
  const [card, setCard] = useState(empty);
  const edit = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setCard((current) => ({ ...current, [field]: event.target.value }));

  const refusal = payInRefusal(pay.error);
  // A declined card is a payment of its own (the API recorded it): said above the button, with
  // its link. Any other refusal sits under the field it names, or above the button.
  const declined = refusal?.transactionId ? refusal : null;
  const errorOf = (field: string) =>
    !declined && refusal?.field === field ? refusal.title : undefined;
  const alert = declined ?? (refusal && !formFields.includes(refusal.field ?? '') ? refusal : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { amount, ...rest } = card;
    pay.mutate(
      { ...rest, amount: Number(amount), cardNumber: card.cardNumber.replace(/\s/g, '') },
      { onSettled: () => setCard((current) => ({ ...current, cardNumber: '', cardCv: '' })) },
    );
  }

  const paid = pay.data?.data;
  return (
    <Box as="form" display="flex" flexDirection="column" gap={4} onSubmit={submit}>
      <Box display="flex" flexWrap="wrap" gap={4}>
        <TextField
          label="Montant à débiter"
          type="number"
          min={1}
          step={1}
          required
          value={card.amount}
          error={errorOf('amount')}
          onChange={edit('amount')}
        />
        <Select label="Devise" value={card.currency} onChange={edit('currency')}>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </Box>
      <TextField
        label="Prénom du titulaire"
        required
        autoComplete="cc-given-name"
        value={card.customerFirstName}
        onChange={edit('customerFirstName')}
      />
      <TextField
        label="Nom du titulaire"
        required
        autoComplete="cc-family-name"
        value={card.customerLastName}
        onChange={edit('customerLastName')}
      />
      <TextField
        label="Numéro de carte"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        {...secretInput}
        value={card.cardNumber}
        error={errorOf('cardNumber')}
        onChange={edit('cardNumber')}
      />
      <Box display="flex" flexWrap="wrap" gap={4}>
        <Select
          label="Mois d’expiration"
          required
          autoComplete="cc-exp-month"
          value={card.cardExpirationMonth}
          error={errorOf('cardExpirationMonth')}
          onChange={edit('cardExpirationMonth')}
        >
          <option value="">MM</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </Select>
        <Select
          label="Année d’expiration"
          required
          autoComplete="cc-exp-year"
          value={card.cardExpirationYear}
          error={errorOf('cardExpirationYear')}
          onChange={edit('cardExpirationYear')}
        >
          <option value="">AAAA</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
        <TextField
          label="Cryptogramme"
          description="Les 3 ou 4 chiffres au dos de la carte."
          // Masked like a secret, as it is one: the customer may be looking over the counter.
          type="password"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...secretInput}
          value={card.cardCv}
          error={errorOf('cardCv')}
          onChange={edit('cardCv')}
        />
      </Box>
      {alert && (
        <FormAlert>
          {alert.title}
          {alert.transactionId && (
            <>
              {' '}
              <Link href={transactionHref(alert.transactionId)}>Voir la transaction refusée</Link>
            </>
          )}
        </FormAlert>
      )}
      <Button type="submit" busy={pay.isPending}>
        Encaisser par carte
      </Button>
      {paid && (
        <Card role="status">
          <Text weight="semibold">
            Encaissement {paid.transactionId} : {payInStateLabel(paid.status)}.
          </Text>
          <Text>
            {formatAmount(paid.amount, paid.currency)} débités de la carte,{' '}
            {formatAmount(paid.realAmount, paid.currency)} après frais.
          </Text>
          <Link href={transactionHref(paid.transactionId)}>Voir la transaction</Link>
        </Card>
      )}
    </Box>
  );
}
