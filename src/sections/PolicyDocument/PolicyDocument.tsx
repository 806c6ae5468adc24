import { useId } from 'react';
import type { PolicyContent, PolicyTable as PolicyTableContent } from '../../content/terms';
import { Container, Heading, Link, Text } from '../../kit';
import * as styles from './PolicyDocument.css';

export interface PolicyDocumentProps {
  /** The document: title, date, introduction and numbered sections. */
  content: PolicyContent;
}

/** A legal text (terms, privacy policy): a summary of anchors, then numbered sections. */
export function PolicyDocument({ content }: PolicyDocumentProps) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Container width="prose">
      <article aria-labelledby={titleId} className={styles.document}>
        <header className={styles.header}>
          <Heading level={1} id={titleId}>
            {content.title}
          </Heading>
          <Text size="sm" tone="muted">
            Dernière mise à jour : <time dateTime={content.updated}>{content.updatedLabel}</time>
          </Text>
          {content.intro.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </header>

        <nav aria-labelledby={summaryId} className={styles.summary}>
          <Heading level={2} size="md" id={summaryId}>
            Sommaire
          </Heading>
          <ol className={styles.summaryList}>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.anchor}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {content.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className={styles.section}>
            <Heading
              level={2}
              size="xl"
              id={section.id}
              tabIndex={-1}
              className={styles.sectionTitle}
            >
              {index + 1}. {section.title}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items ? (
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.table ? <PolicyTable table={section.table} /> : null}
            {section.link ? (
              <p>
                <Link href={section.link.href}>{section.link.label}</Link>
              </p>
            ) : null}
          </section>
        ))}
      </article>
    </Container>
  );
}

function PolicyTable({ table }: { table: PolicyTableContent }) {
  const captionId = useId();
  return (
    // Focusable so keyboard users can scroll the table sideways on a phone (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to be scrolled by keyboard.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.tableRegion}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {table.caption}
        </caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(({ name, literal, cells }) => (
            <tr key={name}>
              <th scope="row">{literal ? <code className={styles.code}>{name}</code> : name}</th>
              {cells.map((cell) => (
                <td key={cell}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
