export { StepActions, type StepActionsProps } from './StepActions';
