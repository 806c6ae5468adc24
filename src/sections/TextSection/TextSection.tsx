import { useId, type ReactNode } from 'react';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import * as styles from './TextSection.css';

export interface TextSectionProps {
  /** Section heading (h2). */
  title: string;
  /** Paragraphs, lists or any flow content, set at a readable line length. */
  children: ReactNode;
  /** Background of the band, to set it apart from its neighbours. */
  surface?: 'page' | 'sunken';
}

/** A titled run of prose at a readable width. */
export function TextSection({ title, children, surface }: TextSectionProps) {
  const titleId = useId();
  return (
    <Band labelledBy={titleId} surface={surface}>
      <div className={styles.stack}>
        <SectionIntro id={titleId} title={title} />
        {children}
      </div>
    </Band>
  );
}
