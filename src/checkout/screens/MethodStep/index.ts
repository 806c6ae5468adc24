export { MethodStep, type MethodStepProps } from './MethodStep';
