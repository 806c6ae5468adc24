export { CardStep, type CardStepProps } from './CardStep';
