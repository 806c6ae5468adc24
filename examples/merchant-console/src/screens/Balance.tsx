import { balanceQuery } from '@yonnee/api/react-query';
import { BalanceSummary, Heading } from '@yonnee/kit';
import { useQuery } from '@tanstack/react-query';
import { Loading } from './Loading';

export function Balance() {
  const balance = useQuery(balanceQuery());
  // A failed read stops the summary's grey shapes: section 8's handling says why.
  if (balance.isError)
    return (
      <>
        <Heading level={1}>Solde</Heading>
        <Loading query={balance} />
      </>
    );
  // The kit's summary, the one the site's home page shows with the sandbox's samples.
  return <BalanceSummary balance={balance.data} headingLevel={1} />;
}
