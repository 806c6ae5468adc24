import { balanceQuery } from '@yonnee/api/react-query';
import { Card, Heading, Text } from '@yonnee/kit';
import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '../format';
import { Loading } from './Loading';

export function Balance() {
  const balance = useQuery(balanceQuery());
  return (
    <Card>
      <Heading level={1}>Solde</Heading>
      {balance.data ? (
        <>
          <Text>{balance.data.businessName}</Text>
          <Text size="lg" weight="semibold" data-testid="balance">
            {formatAmount(balance.data.availableBalance, balance.data.currency)}
          </Text>
        </>
      ) : (
        <Loading query={balance} />
      )}
    </Card>
  );
}
