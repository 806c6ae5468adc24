import { useId, type ReactNode } from 'react';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import * as styles from './CtaBand.css';

export interface CtaBandProps {
  /** Heading of the band (h2). */
  title: string;
  /** One sentence saying what the actions lead to. */
  text: string;
  /** The calls to action (kit Buttons). */
  children: ReactNode;
}

/** A closing call to action at the bottom of a page. */
export function CtaBand({ title, text, children }: CtaBandProps) {
  const titleId = useId();
  return (
    <Band labelledBy={titleId} spacing="compact">
      <div className={styles.box}>
        <SectionIntro id={titleId} title={title} lead={text} />
        <div className={styles.actions}>{children}</div>
      </div>
    </Band>
  );
}
