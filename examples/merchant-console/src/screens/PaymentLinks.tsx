import { createPaymentLinkMutation, paymentMethodsQuery } from '@yonnee/api/react-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Box, Button, Card, Heading, Link, Select, Text, TextField } from '@yonnee/kit';
import { useState, type FormEvent } from 'react';
import { Loading } from './Loading';

const countryNames = new Intl.DisplayNames(['fr'], { type: 'region' });

export function PaymentLinks() {
  const create = useMutation(createPaymentLinkMutation());
  // The countries a link can be paid in, each with its currency, from the payment-methods call.
  const countries = useQuery({
    ...paymentMethodsQuery(),
    select: (response) =>
      response.data.map((group) => ({
        code: group.country,
        currency: group.methods[0]?.currency ?? 'XOF',
      })),
  });
  const [country, setCountry] = useState('SN');
  const currency = countries.data?.find((c) => c.code === country)?.currency ?? 'XOF';
  const [amount, setAmount] = useState('');
  const [product, setProduct] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ amount: Number(amount), product, country, currency });
  }

  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Liens de paiement</Heading>
      {countries.isPending ? (
        <Loading query={countries} />
      ) : (
        <Box as="form" display="flex" flexDirection="column" gap={4} onSubmit={submit}>
          <Select
            label="Pays du payeur"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          >
            {(countries.data ?? [{ code: 'SN', currency: 'XOF' }]).map((c) => (
              <option key={c.code} value={c.code}>
                {countryNames.of(c.code) ?? c.code}
              </option>
            ))}
          </Select>
          <TextField
            label={`Montant (${currency})`}
            type="number"
            min={1}
            step={1}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            label="Produit"
            required
            maxLength={200}
            value={product}
            onChange={(event) => setProduct(event.target.value)}
          />
          <Button type="submit" busy={create.isPending}>
            Créer le lien
          </Button>
        </Box>
      )}
      {create.data && (
        <Card role="status">
          <Text>Lien créé pour {create.variables?.product}.</Text>
          <Link href={create.data.data.urlPayIn} newTab>
            Ouvrir la page de paiement
          </Link>
        </Card>
      )}
    </Box>
  );
}
