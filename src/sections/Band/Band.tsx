import { createContext, useContext, type HTMLAttributes, type ReactNode, type Ref } from 'react';
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

const DrawnWhenNear = createContext(false);

/**
 * The bands inside are drawn only once the visitor scrolls near them: for the lower sections of a
 * long page. On a cheap phone the home page's first style and layout were among its longest tasks,
 * most of that work below the first screen. Their content stays in the page (find-in-page,
 * anchors, focus and assistive tech reach it); on a short page, where every band is near at once,
 * it only adds work.
 */
export function BandsDrawnWhenNear({ children }: { children: ReactNode }) {
  return <DrawnWhenNear value>{children}</DrawnWhenNear>;
}

/** A full-width page section with the site's vertical rhythm and a centred container. */
export function Band({ labelledBy, surface, spacing, className, children, ...rest }: BandProps) {
  const drawing = useContext(DrawnWhenNear) ? 'whenNear' : 'always';
  return (
    <section
      aria-labelledby={labelledBy}
      className={[styles.band({ surface, spacing, drawing }), className].filter(Boolean).join(' ')}
      data-surface={surface ?? 'page'}
      {...rest}
    >
      <Container>{children}</Container>
    </section>
  );
}
