import { solutions } from '../../content/solutions';
import { SolutionPage } from '../../sections/SolutionPage';

export function MassPaymentPage() {
  return <SolutionPage content={solutions.massPayment} />;
}
