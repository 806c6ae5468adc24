import { paymentMethodsQuery } from '@yonnee/api/react-query';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, Heading, Text } from '@yonnee/kit';
import { Loading } from './Loading';

export function PaymentMethods() {
  const groups = useQuery(paymentMethodsQuery());
  return (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1}>Moyens de paiement</Heading>
      {groups.data ? (
        groups.data.map((group) => (
          <Card key={group.country} as="section" aria-label={group.country}>
            <Heading level={2}>{group.country}</Heading>
            <ul>
              {group.methods.map((method) => (
                <li key={method.paymentMethod}>
                  <Text as="span">
                    {method.name} ({method.paymentMethod}, {method.currency})
                    {method.otpRequired ? ' : code OTP demandé' : ''}
                  </Text>
                </li>
              ))}
            </ul>
          </Card>
        ))
      ) : (
        <Loading query={groups} />
      )}
    </Box>
  );
}
