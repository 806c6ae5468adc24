export { PendingBar, type PendingBarProps } from './PendingBar';
export { useDelayedVisibility } from './useDelayedVisibility';
