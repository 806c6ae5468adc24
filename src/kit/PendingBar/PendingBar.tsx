import { useDelayedVisibility } from './useDelayedVisibility';
import * as styles from './PendingBar.css';

export interface PendingBarProps {
  /** Whether something (a route, a chunk) is loading right now. */
  pending: boolean;
  /** Loads shorter than this show nothing. */
  delayMs?: number;
  /** Once shown, the bar stays at least this long. */
  minVisibleMs?: number;
  /** Accessible name of the progress bar. */
  label?: string;
}

/** A thin indeterminate bar at the top of the viewport for slow navigations. */
export function PendingBar({
  pending,
  delayMs = 1000,
  minVisibleMs = 500,
  label = 'Chargement de la page',
}: PendingBarProps) {
  const visible = useDelayedVisibility(pending, delayMs, minVisibleMs);
  if (!visible) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={label} data-state="visible">
      <div className={styles.bar} />
    </div>
  );
}
