import { solutions } from '../../content/solutions';
import { SolutionPage } from '../../sections/SolutionPage';

export function CardPage() {
  return <SolutionPage content={solutions.card} />;
}
