import type { ReactNode } from 'react';
import { Heading, Text } from '../../kit';
import * as styles from './SectionIntro.css';

export interface SectionIntroProps {
  /** Id of the heading, so the section can be labelled by it (`aria-labelledby`). */
  id: string;
  /** Short kicker above the title. */
  eyebrow?: string;
  /** The section's heading text. */
  title: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Outline level of the heading: sections of a page are h2, a page's own title h1. */
  level?: 1 | 2 | 3;
  /** Centred for stand-alone bands, start-aligned beside other content. */
  align?: 'start' | 'center';
}

const sizeOf = { 1: '4xl', 2: '3xl', 3: '2xl' } as const;

/** The eyebrow, heading and lead every home section opens with, so the page keeps one rhythm. */
export function SectionIntro({ id, eyebrow, title, lead, level = 2, align }: SectionIntroProps) {
  return (
    <div className={styles.intro({ align })}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading level={level} size={sizeOf[level]} id={id}>
        {title}
      </Heading>
      {lead ? (
        <Text size="lg" tone="muted">
          {lead}
        </Text>
      ) : null}
    </div>
  );
}
