import type { PaymentMethodGroup } from '@yonnee/api';
import { payInMobileMutation, paymentMethodsQuery } from '@yonnee/api/react-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Box, Button, Card, FormAlert, Link, Select, Text, TextField } from '@yonnee/kit';
import { useState, type FormEvent } from 'react';
import { formatAmount } from '@yonnee/kit';
import { payInRefusal, payInStateLabel, transactionHref } from '../payInOutcome';
import { Loading } from './Loading';

const countryNames = new Intl.DisplayNames(['fr'], { type: 'region' });

/** Mobile money (pay-in-method): the methods, their countries and prefixes come from the API. */
export function MobilePayIn() {
  const groups = useQuery(paymentMethodsQuery());
  if (!groups.data) return <Loading query={groups} />;
  return <MobilePayInForm groups={groups.data} />;
}

function MobilePayInForm({ groups }: { groups: readonly PaymentMethodGroup[] }) {
  const payIn = useMutation(payInMobileMutation());
  const [country, setCountry] = useState(
    () => (groups.find((g) => g.country === 'SN') ?? groups[0])?.country ?? '',
  );
  const methods = groups.find((g) => g.country === country)?.methods ?? [];
  const [methodCode, setMethodCode] = useState(methods[0]?.paymentMethod ?? '');
  const method = methods.find((m) => m.paymentMethod === methodCode) ?? methods[0];
  const [amount, setAmount] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [codeOtp, setCodeOtp] = useState('');

  const refusal = payInRefusal(payIn.error);
  const errorOf = (field: string) => (refusal?.field === field ? refusal.title : undefined);
  // The sandbox's OTP test number asks for a code even where the method does not.
  const asksOtp = method?.otpRequired || refusal?.field === 'codeOtp';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!method) return;
    payIn.mutate({
      amount: Number(amount),
      currency: method.currency,
      paymentMethod: method.paymentMethod,
      prefixPhone: method.prefixPhone,
      phoneNumber,
      country,
      ...(asksOtp && codeOtp ? { codeOtp } : {}),
    });
  }

  const answer = payIn.data?.data;
  return (
    <Box as="form" display="flex" flexDirection="column" gap={4} onSubmit={submit}>
      <Select
        label="Pays du client"
        value={country}
        onChange={(event) => {
          setCountry(event.target.value);
          const first = groups.find((g) => g.country === event.target.value)?.methods[0];
          setMethodCode(first?.paymentMethod ?? '');
        }}
      >
        {groups.map((group) => (
          <option key={group.country} value={group.country}>
            {countryNames.of(group.country) ?? group.country}
          </option>
        ))}
      </Select>
      <Select
        label="Moyen de paiement"
        value={method?.paymentMethod ?? ''}
        onChange={(event) => setMethodCode(event.target.value)}
      >
        {methods.map((m) => (
          <option key={m.paymentMethod} value={m.paymentMethod}>
            {m.name} ({m.paymentMethod})
          </option>
        ))}
      </Select>
      <TextField
        label={`Montant à encaisser (${method?.currency ?? ''})`}
        type="number"
        min={1}
        step={1}
        required
        value={amount}
        error={errorOf('amount')}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label="Téléphone du client"
        description={`Sans l’indicatif +${method?.prefixPhone ?? ''}.`}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        required
        value={phoneNumber}
        error={errorOf('phoneNumber')}
        onChange={(event) => setPhoneNumber(event.target.value)}
      />
      {asksOtp && (
        <TextField
          label="Code OTP du client"
          description={method?.instructions}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={codeOtp}
          error={errorOf('codeOtp')}
          onChange={(event) => setCodeOtp(event.target.value)}
        />
      )}
      {refusal && !['amount', 'phoneNumber', 'codeOtp'].includes(refusal.field ?? '') && (
        <FormAlert>{refusal.title}</FormAlert>
      )}
      <Button type="submit" busy={payIn.isPending}>
        Encaisser par mobile money
      </Button>
      {answer && (
        <Card role="status">
          <Text weight="semibold">
            Encaissement {answer.paymentTransactionId} : {payInStateLabel(payIn.data!.state)}.
          </Text>
          <Text>
            {payIn.variables && formatAmount(payIn.variables.amount, payIn.variables.currency)}{' '}
            depuis le {answer.phoneNumber} ({answer.paymentMethod}, {answer.paymentMessage})
            {answer.comment ? ` : ${answer.comment}` : ''}
          </Text>
          <Link href={transactionHref(answer.paymentTransactionId)}>Voir la transaction</Link>
        </Card>
      )}
    </Box>
  );
}
