import type { ReactNode } from 'react';
import { glyphs, Icon } from '../Icon';
import * as styles from './Field.css';

/** A message under a control (why its value is refused), announced as it appears; shared by every field of the kit. */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} role="alert">
      <Icon glyph={glyphs.alert} size="sm" className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}
