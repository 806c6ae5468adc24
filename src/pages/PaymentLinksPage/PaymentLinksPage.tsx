import { solutions } from '../../content/solutions';
import { SolutionPage } from '../../sections/SolutionPage';

export function PaymentLinksPage() {
  return <SolutionPage content={solutions.paymentLinks} />;
}
