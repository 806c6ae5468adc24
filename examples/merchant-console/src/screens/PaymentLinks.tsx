import { createPaymentLinkMutation } from '@yonnee/api/react-query';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Card, Heading, Link, Text, TextField } from '@yonnee/kit';
import { useState, type FormEvent } from 'react';

export function PaymentLinks() {
  const create = useMutation(createPaymentLinkMutation());
  const [amount, setAmount] = useState('');
  const [product, setProduct] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ amount: Number(amount), product, country: 'SN', currency: 'XOF' });
  }

  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Liens de paiement</Heading>
      <Box as="form" display="flex" flexDirection="column" gap={4} onSubmit={submit}>
        <TextField
          label="Montant (XOF)"
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
