import { SecurityOverview } from '../../sections/SecurityOverview';

/** /security: the security and compliance promises of the hosted page and the API. */
export function SecurityPage() {
  return <SecurityOverview />;
}
