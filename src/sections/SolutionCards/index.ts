export { SolutionCards, type SolutionCardsProps } from './SolutionCards';
