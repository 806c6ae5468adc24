import { solutions } from '../../content/solutions';
import { SolutionPage } from '../../sections/SolutionPage';

export function TransferPage() {
  return <SolutionPage content={solutions.transfer} />;
}
