import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps {
  /** Diameter. */
  size?: (typeof spinnerSizes)[number];
  /** What is loading, read by screen readers ("Chargement des transactions"). */
  label?: string;
  className?: string;
}

/** An indeterminate activity indicator, announced as a status. */
export function Spinner({ size = 'md', label = 'Chargement…', className }: SpinnerProps) {
  return (
    <span role="status" className={className}>
      <span
        className={[styles.spinner, styles.sizes[size], styles.tone].join(' ')}
        aria-hidden="true"
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
