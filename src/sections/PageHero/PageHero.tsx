import { useId, type ReactNode } from 'react';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import * as styles from './PageHero.css';

export interface PageHeroProps {
  /** The page's h1. */
  title: string;
  /** Short kicker above the heading. */
  eyebrow?: string;
  /** One or two sentences under the heading. */
  lead: ReactNode;
  /** Calls to action under the lead (kit Buttons). */
  actions?: ReactNode;
  /** Content beside the text from the desktop breakpoint, under it before. */
  aside?: ReactNode;
}

/** The top of an inner page: its one h1, a lead and optional actions. */
export function PageHero({ title, eyebrow, lead, actions, aside }: PageHeroProps) {
  const titleId = useId();
  return (
    <Band labelledBy={titleId} surface="brand" spacing="compact">
      <div className={styles.inner} data-aside={aside ? '' : undefined}>
        <div className={styles.text}>
          <SectionIntro id={titleId} eyebrow={eyebrow} title={title} lead={lead} level={1} />
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {aside}
      </div>
    </Band>
  );
}
