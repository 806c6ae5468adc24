import { useContext, type ReactNode } from 'react';
import type {
  CodeSample,
  DocBlock,
  DocPageContent,
  DocSection,
  DocSubsection,
} from '../../content/docs/types';
import type { DocsChrome } from '../../content/docs/labels';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import { CodeBlock, EndpointUrl, Heading } from '../../kit';
import { IntegrationModesTable } from '../IntegrationModesTable';
import { LanguageTabs } from '../LanguageTabs';
import { HydratesServerHtml, StaticPart } from '../../lib/StaticPart';
import { Inline } from './Inline';
import { useInSiteLinkClicks } from './inSiteLinkClicks';
import { isStaticBlock, StaticBlocks, type StaticDocBlock } from './StaticBlocks';
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

/**
 * A code sample's block, its copy button in the page's language; a hydrating page keeps its
 * coloured code from the server.
 */
const codeBlockOf = (sample: CodeSample, chrome: DocsChrome, hydratesServerHtml: boolean) => (
  <CodeBlock
    code={sample.code}
    language={sample.language}
    label={sample.label}
    copyContext={sample.copyContext ?? chrome.copyCode(sample.label ?? sample.language)}
    copyLabels={chrome.copyLabels}
    textLabel={chrome.textLabel}
    hydratesServerHtml={hydratesServerHtml}
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
  const hydratesServerHtml = useContext(HydratesServerHtml);
  switch (block.kind) {
    case 'code':
      return codeBlockOf(block.sample, chrome, hydratesServerHtml);
    case 'languageSamples':
      return <LanguageTabs samples={block.samples} label={block.label} />;
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
                {item.sample ? codeBlockOf(item.sample, chrome, hydratesServerHtml) : null}
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
    case 'endpoint':
    case 'widget':
      return renderEmbedded?.(block, level) ?? null;
  }
}

/** Blocks in order, each run of blocks with no control in one static part. */
function Blocks(props: {
  blocks: DocBlock[];
  level: BlockHeadingLevel;
  renderEmbedded: DocsArticleProps['renderEmbedded'];
}) {
  const onLinkClick = useInSiteLinkClicks();
  const runs: (DocBlock | StaticDocBlock[])[] = [];
  for (const block of props.blocks) {
    const last = runs.at(-1);
    if (!isStaticBlock(block)) runs.push(block);
    else if (Array.isArray(last)) last.push(block);
    else runs.push([block]);
  }
  return runs.map((run, i) =>
    Array.isArray(run) ? (
      // The run's first block says which content it is: another page's differs.
      <StaticPart
        key={i}
        part={StaticBlocks}
        props={{ blocks: run }}
        content={run[0]}
        onClick={onLinkClick}
      />
    ) : (
      <Block key={i} block={run} level={props.level} renderEmbedded={props.renderEmbedded} />
    ),
  );
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
