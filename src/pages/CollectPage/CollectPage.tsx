import { solutions } from '../../content/solutions';
import { SolutionPage } from '../../sections/SolutionPage';

export function CollectPage() {
  return <SolutionPage content={solutions.collect} />;
}
