export { FaqAccordion, type FaqAccordionProps } from './FaqAccordion';
