import { useId, type ReactNode } from 'react';
import type {
  CodeSample,
  DocBlock,
  DocPageContent,
  DocSection,
  DocSubsection,
} from '../../content/docs/types';
import type { DocsChrome } from '../../content/docs/labels';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import { Badge, CodeBlock, EndpointUrl, glyphs, Heading, Icon, type Glyph } from '../../kit';
import { IntegrationModesTable } from '../IntegrationModesTable';
import { LanguageTabs } from '../LanguageTabs';
import { Inline } from './Inline';
import * as styles from './DocsArticle.css';

/** Blocks whose component is chosen by the page (the API reference, forms, dialogs). */
export type EmbeddedBlock = Extract<DocBlock, { kind: 'endpoint' | 'widget' }>;

/** Heading levels below a section's or subsection's own heading. */
export type BlockHeadingLevel = 3 | 4;

export interface DocsArticleProps {
  /** The page to render: lead, then sections and subsections. */
  content: DocPageContent;
  /** Renders the blocks that need a page-level component; `level` is the first free heading level. */
  renderEmbedded?: (block: EmbeddedBlock, level: BlockHeadingLevel) => ReactNode;
  /** Under the title: what the reader can do with the whole page (its Markdown version). */
  pageActions?: ReactNode;
}

const calloutIcons: Record<'info' | 'warning' | 'success', Glyph> = {
  info: glyphs.info,
  warning: glyphs.alert,
  success: glyphs.success,
};

const changeTones = { added: 'success', improved: 'brand', fixed: 'warning' } as const;

function TableBlock({ block }: { block: Extract<DocBlock, { kind: 'table' }> }) {
  const captionId = useId();
  return (
    // Focusable so a table wider than a phone can be scrolled from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableWrap} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {block.caption}
        </caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    <Inline text={cell} />
                  </th>
                ) : (
                  <td key={c}>
                    <Inline text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A code sample's block, its copy button in the page's language. */
const codeBlockOf = (sample: CodeSample, chrome: DocsChrome) => (
  <CodeBlock
    code={sample.code}
    language={sample.language}
    label={sample.label}
    copyContext={sample.copyContext ?? chrome.copyCode(sample.label ?? sample.language)}
    copyLabels={chrome.copyLabels}
    textLabel={chrome.textLabel}
  />
);

function Block({
  block,
  level,
  renderEmbedded,
}: {
  block: DocBlock;
  level: BlockHeadingLevel;
  renderEmbedded: DocsArticleProps['renderEmbedded'];
}) {
  const chrome = useDocsChrome();
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <Inline text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>
              <Inline text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'code':
      return codeBlockOf(block.sample, chrome);
    case 'languageSamples':
      return <LanguageTabs samples={block.samples} label={block.label} />;
    case 'callout':
      return (
        <div className={styles.callout[block.tone]}>
          <Icon glyph={calloutIcons[block.tone]} className={styles.calloutIcon[block.tone]} />
          <div className={styles.calloutBody}>
            <strong>{block.title}</strong>
            <p>
              <Inline text={block.text} />
            </p>
          </div>
        </div>
      );
    case 'table':
      return <TableBlock block={block} />;
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className={styles.definitionTerm}>
                <Inline text={item.term} />
              </dt>
              <dd className={styles.definitionDescription}>
                <Inline text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'features':
      return (
        <ul className={styles.features}>
          {block.items.map((item) => (
            <li key={item.title} className={styles.feature}>
              <Icon glyph={item.icon} className={styles.featureIcon} />
              <div className={styles.featureBody}>
                <strong>{item.title}</strong>
                <p className={styles.featureText}>
                  <Inline text={item.text} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.items.map((item) => (
            <li key={item.title} className={styles.step}>
              <div className={styles.stepBody}>
                <p className={styles.stepTitle}>{item.title}</p>
                <p>
                  <Inline text={item.text} />
                </p>
                {item.sample ? codeBlockOf(item.sample, chrome) : null}
              </div>
            </li>
          ))}
        </ol>
      );
    case 'endpointUrl':
      return (
        <EndpointUrl
          method={block.method}
          url={block.url}
          copyLabels={chrome.copyLabels}
          copyContext={chrome.copyUrl(block.method, block.url)}
        />
      );
    case 'integrationModes':
      return (
        <IntegrationModesTable
          caption={block.caption}
          criteria={block.criteria}
          modes={block.modes}
        />
      );
    case 'changes':
      return (
        <ul className={styles.changes}>
          {block.items.map((item) => (
            <li key={item.text} className={styles.change}>
              <span>
                <Badge tone={changeTones[item.type]}>{chrome.changeLabels[item.type]}</Badge>
              </span>
              <span>
                <Inline text={item.text} />
              </span>
            </li>
          ))}
        </ul>
      );
    case 'endpoint':
    case 'widget':
      return renderEmbedded?.(block, level) ?? null;
  }
}

function Blocks(props: {
  blocks: DocBlock[];
  level: BlockHeadingLevel;
  renderEmbedded: DocsArticleProps['renderEmbedded'];
}) {
  return props.blocks.map((block, i) => (
    <Block key={i} block={block} level={props.level} renderEmbedded={props.renderEmbedded} />
  ));
}

function Subsection({
  subsection,
  renderEmbedded,
}: {
  subsection: DocSubsection;
  renderEmbedded: DocsArticleProps['renderEmbedded'];
}) {
  return (
    <section className={styles.subsection}>
      <Heading level={3} size="xl" id={subsection.id} className={styles.heading}>
        {subsection.title}
      </Heading>
      <Blocks blocks={subsection.blocks} level={4} renderEmbedded={renderEmbedded} />
    </section>
  );
}

function Section({
  section,
  renderEmbedded,
}: {
  section: DocSection;
  renderEmbedded: DocsArticleProps['renderEmbedded'];
}) {
  return (
    <section className={styles.section}>
      <Heading level={2} size="2xl" id={section.id} className={styles.heading}>
        {section.title}
      </Heading>
      <Blocks blocks={section.blocks} level={3} renderEmbedded={renderEmbedded} />
      {section.subsections?.map((subsection) => (
        <Subsection key={subsection.id} subsection={subsection} renderEmbedded={renderEmbedded} />
      ))}
    </section>
  );
}

/** A documentation page: its h1 and lead, then every section with its blocks. */
export function DocsArticle({ content, renderEmbedded, pageActions }: DocsArticleProps) {
  const chrome = useDocsChrome();
  return (
    <article className={styles.article}>
      <div className={styles.header}>
        <Heading level={1} size="3xl">
          {chrome.pageTitles[content.page]}
        </Heading>
        {pageActions}
        <p className={styles.lead}>
          <Inline text={content.lead} />
        </p>
      </div>
      {content.sections.map((section) => (
        <Section key={section.id} section={section} renderEmbedded={renderEmbedded} />
      ))}
    </article>
  );
}
