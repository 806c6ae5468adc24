import * as Accordion from '@radix-ui/react-accordion';
import { useId, useState } from 'react';
import type { FaqEntry } from '../../content/faq';
import { glyphs, Icon, Link } from '../../kit';
import { useHydrated } from '../../lib/useHydrated';
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
 *
 * The server sends native <details> of one group (`name`): every answer reads before the
 * scripts run, or without them, with the same one-open-at-a-time rule from the browser alone.
 * Radix takes over once the section has hydrated, with the answer the visitor had opened.
 */
export function FaqAccordion({ entries, title, eyebrow, titleLevel = 2, more }: FaqAccordionProps) {
  const titleId = useId();
  const nativeId = useId();
  const hydrated = useHydrated();
  // Radix renders an h3 by default; the level must follow the page outline (no skipped level).
  const QuestionHeading = titleLevel === 1 ? 'h2' : 'h3';
  const questions: QuestionsProps = { entries, QuestionHeading };
  return (
    <Band labelledBy={titleId}>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <SectionIntro id={titleId} eyebrow={eyebrow} title={title} level={titleLevel} />
          {more ? <Link href={more.href}>{more.label}</Link> : null}
        </div>
        {/* The server's HTML and the first render in the browser are the native list: they must agree. */}
        {hydrated ? (
          <RadixQuestions {...questions} takeOverFrom={nativeId} />
        ) : (
          <NativeQuestions {...questions} id={nativeId} />
        )}
      </div>
    </Band>
  );
}

interface QuestionsProps {
  entries: readonly FaqEntry[];
  QuestionHeading: 'h2' | 'h3';
}

/** The entry whose answer the visitor had opened in the native list, if any. */
function openNativeEntry(id: string) {
  const open = document.getElementById(id)?.querySelector<HTMLElement>('details[open]');
  return open?.dataset.entry ?? '';
}

function RadixQuestions({
  entries,
  QuestionHeading,
  takeOverFrom,
}: QuestionsProps & { takeOverFrom: string }) {
  // Read while rendering the switch, when the native list is still in the document.
  const [opened] = useState(() => openNativeEntry(takeOverFrom));
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={opened || undefined}
      className={styles.root}
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} className={styles.item}>
          <Accordion.Header asChild>
            <QuestionHeading className={styles.header}>
              <Accordion.Trigger className={styles.trigger}>
                {entry.question}
                <span className={styles.chevron}>
                  <Icon glyph={glyphs.chevronDown} />
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
  );
}

function NativeQuestions({ entries, QuestionHeading, id }: QuestionsProps & { id: string }) {
  return (
    <div id={id} className={styles.root}>
      {entries.map((entry) => (
        <details
          key={entry.id}
          name={id}
          className={styles.item}
          data-entry={entry.id}
          // The visitor may open it before the scripts run: that `open` is theirs, not a mismatch.
          suppressHydrationWarning
        >
          <summary className={styles.trigger}>
            <QuestionHeading className={styles.nativeQuestion}>{entry.question}</QuestionHeading>
            <span className={styles.chevron}>
              <Icon glyph={glyphs.chevronDown} />
            </span>
          </summary>
          <p className={styles.answer}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
