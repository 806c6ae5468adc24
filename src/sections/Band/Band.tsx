import type { HTMLAttributes, Ref } from 'react';
import { Container } from '../../kit';
import * as styles from './Band.css';

export interface BandProps extends HTMLAttributes<HTMLElement> {
  /** Id of the heading that names the section (it becomes a labelled region). */
  labelledBy: string;
  /** Background; home sections alternate `page` and `sunken` so each reads as its own band. */
  surface?: (typeof styles.bandSurfaces)[number];
  /** Vertical padding: `compact` for thin strips. */
  spacing?: (typeof styles.bandSpacings)[number];
  ref?: Ref<HTMLElement>;
}

/** A full-width page section with the site's vertical rhythm and a centred container. */
export function Band({ labelledBy, surface, spacing, className, children, ...rest }: BandProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={[styles.band({ surface, spacing }), className].filter(Boolean).join(' ')}
      data-surface={surface ?? 'page'}
      {...rest}
    >
      <Container>{children}</Container>
    </section>
  );
}
