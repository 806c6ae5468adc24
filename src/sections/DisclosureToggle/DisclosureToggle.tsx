import type { ReactNode } from 'react';
import { glyphs, Icon } from '../../kit';
import * as styles from './DisclosureToggle.css';

export interface DisclosureToggleProps {
  /** Whether the panel it controls is open. */
  expanded: boolean;
  /** The id of that panel. */
  controls: string;
  onToggle: () => void;
  /** The breakpoint from which the panel is always shown, and the button goes. */
  hideFrom: 'desktop' | 'wide';
  /** The button's label: the panel's name. */
  children: ReactNode;
}

/** The full-width button that opens a docs navigation panel on narrow screens (pages, headings). */
export function DisclosureToggle({
  expanded,
  controls,
  onToggle,
  hideFrom,
  children,
}: DisclosureToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle({ hideFrom })}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
      <Icon glyph={glyphs.chevronDown} className={styles.chevron} />
    </button>
  );
}
