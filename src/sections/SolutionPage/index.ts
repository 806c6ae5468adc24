export { SolutionPage, solutionActions, type SolutionPageProps } from './SolutionPage';
