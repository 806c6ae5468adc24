import { useId } from 'react';
import {
  legalPlaceholder,
  legalUpdatedLabel,
  type LegalBlock,
  type LegalDocumentContent,
  type LegalFact,
} from '../../content/legal';
import { Badge, Container, Heading, Link, Text } from '../../kit';
import * as styles from './LegalDocument.css';

export interface LegalDocumentProps {
  /** The document to render: title, date, sections. */
  document: LegalDocumentContent;
}

/** Title of the table of contents. */
export const tocTitle = 'Sommaire';

function FactValue({ fact }: { fact: LegalFact }) {
  if (fact.value === null) return <Badge tone="warning">{legalPlaceholder}</Badge>;
  if (fact.href) return <Link href={fact.href}>{fact.value}</Link>;
  return fact.value;
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <dl className={styles.facts}>
      {block.facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.value}>
            <FactValue fact={fact} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A legal text with its numbered sections and a table of contents linking to each of them. */
export function LegalDocument({ document }: LegalDocumentProps) {
  const titleId = useId();
  const tocId = useId();
  return (
    <article aria-labelledby={titleId}>
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <Heading level={1} id={titleId}>
            {document.title}
          </Heading>
          <Text size="sm" tone="muted">
            {legalUpdatedLabel}{' '}
            <time dateTime={document.updated.iso}>{document.updated.label}</time>
          </Text>
          <Text size="lg" className={styles.intro}>
            {document.intro}
          </Text>
        </Container>
      </header>
      <Container className={styles.layout}>
        <nav aria-labelledby={tocId} className={styles.toc}>
          <Heading level={2} size="md" id={tocId}>
            {tocTitle}
          </Heading>
          <ol className={styles.tocList}>
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  <span className={styles.tocNumber}>{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={styles.section}
            >
              <Heading level={2} size="xl" id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </Heading>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}
