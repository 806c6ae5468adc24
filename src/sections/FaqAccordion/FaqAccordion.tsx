import * as Accordion from '@radix-ui/react-accordion';
import { useId } from 'react';
import type { FaqEntry } from '../../content/faq';
import { Icon, Link } from '../../kit';
import { Band } from '../Band';
import { SectionIntro } from '../SectionIntro';
import * as styles from './FaqAccordion.css';

export interface FaqAccordionProps {
  /** The questions and answers (src/content/faq.ts). */
  entries: readonly FaqEntry[];
  /** The section's title. */
  title: string;
  /** Short kicker above the title. */
  eyebrow?: string;
  /** Level of the title: 2 inside the home page, 1 when the FAQ is the page. Questions sit one level below. */
  titleLevel?: 1 | 2;
  /** A link under the title, e.g. to the full FAQ page. */
  more?: { label: string; href: string };
}

/**
 * Questions as an accordion: at most one answer open at a time, and clicking the open
 * question closes it (spec 4). Radix handles focus, arrow keys and aria-expanded.
 */
export function FaqAccordion({ entries, title, eyebrow, titleLevel = 2, more }: FaqAccordionProps) {
  const titleId = useId();
  // Radix renders an h3 by default; the level must follow the page outline (no skipped level).
  const QuestionHeading = titleLevel === 1 ? 'h2' : 'h3';
  return (
    <Band labelledBy={titleId}>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <SectionIntro id={titleId} eyebrow={eyebrow} title={title} level={titleLevel} />
          {more ? <Link href={more.href}>{more.label}</Link> : null}
        </div>
        <Accordion.Root type="single" collapsible className={styles.root}>
          {entries.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id} className={styles.item}>
              <Accordion.Header asChild>
                <QuestionHeading className={styles.header}>
                  <Accordion.Trigger className={styles.trigger}>
                    {entry.question}
                    <span className={styles.chevron}>
                      <Icon name="chevronDown" />
                    </span>
                  </Accordion.Trigger>
                </QuestionHeading>
              </Accordion.Header>
              <Accordion.Content className={styles.content}>
                <p className={styles.answer}>{entry.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </Band>
  );
}
