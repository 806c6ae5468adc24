import type { PaymentMethod } from '@yonnee/api';
import { paymentMethodsQuery } from '@yonnee/api/react-query';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, DataTable, Heading, Select, type DataTableColumn } from '@yonnee/kit';
import { useState } from 'react';
import { Loading } from './Loading';

const countryNames = new Intl.DisplayNames(['fr'], { type: 'region' });
const countryName = (code: string) => countryNames.of(code) ?? code;

const columns: DataTableColumn<PaymentMethod>[] = [
  { key: 'name', header: 'Moyen', cell: (m) => m.name, rowHeader: true },
  { key: 'code', header: 'Code', cell: (m) => m.paymentMethod },
  { key: 'currency', header: 'Devise', cell: (m) => m.currency },
  { key: 'prefix', header: 'Indicatif', cell: (m) => `+${m.prefixPhone}` },
  { key: 'otp', header: 'Code OTP', cell: (m) => (m.otpRequired ? 'Demandé' : 'Non') },
];

export function PaymentMethods() {
  const groups = useQuery(paymentMethodsQuery());
  const [country, setCountry] = useState('');
  const shown = groups.data?.filter((group) => !country || group.country === country);
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Moyens de paiement</Heading>
      {groups.data && shown ? (
        <>
          <Select label="Pays" value={country} onChange={(event) => setCountry(event.target.value)}>
            <option value="">Tous les pays</option>
            {groups.data.map((group) => (
              <option key={group.country} value={group.country}>
                {countryName(group.country)}
              </option>
            ))}
          </Select>
          {shown.map((group) => (
            <Card key={group.country} as="section" aria-label={countryName(group.country)}>
              <Heading level={2}>{countryName(group.country)}</Heading>
              <DataTable
                caption={`Moyens de paiement : ${countryName(group.country)}`}
                columns={columns}
                rows={group.methods}
                rowKey={(m) => m.paymentMethod}
              />
            </Card>
          ))}
        </>
      ) : (
        <Loading query={groups} />
      )}
    </Box>
  );
}
