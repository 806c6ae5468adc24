import { use, useMemo, type ReactNode } from 'react';
import {
  asArticle,
  hasCode,
  hasSampleTabs,
  holdsEndpoint,
  type ActiveDocBlock,
  type ArticleSection,
  type ArticleSubsection,
  type BlockRun,
  type DocArticle,
  type StaticDocBlock,
} from '../../content/docs/article';
import type { DocBlock, DocPageContent, Inline as InlineText } from '../../content/docs/types';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import { Heading } from '../../kit';
import { lazyChunk } from '../../lib/lazyChunk';
import { StaticPart } from '../../lib/StaticPart';
import { useInSiteLinkClicks } from './inSiteLinkClicks';
import * as styles from './DocsArticle.css';

// The text (lead, paragraphs, lists, tables) and its renderer: a chunk only a page rendered in the
// browser fetches (a visit from another page). A hydrating page keeps the server's markup for it
// (StaticPart) and never loads its words: it hydrates from the page's outline.
const text = lazyChunk(() => import('./StaticBlocks'));

/** Starts loading the text's renderer, so a page rendered in the browser shows its text at once. */
export const preloadArticleText = text.load;

// Loaded with the page's content (preloadArticleText): each suspends only if it was not.
function StaticBlocks({ blocks }: { blocks: StaticDocBlock[] }) {
  return (text.loaded() ?? use(text.load())).renderStaticBlocks(blocks);
}
function Lead({ lead }: { lead: InlineText }) {
  return (text.loaded() ?? use(text.load())).renderLead(lead);
}

// The blocks with code to copy and their kit components: a chunk only pages that show code load.
const codeBlocks = lazyChunk(() =>
  import('./BlockWithCode').then(({ renderCodeBlock }) => renderCodeBlock),
);

// The sample tabs (one sample in four languages): a chunk only the pages that show them load.
const sampleTabs = lazyChunk(() =>
  import('./BlockWithTabs').then(({ renderSampleTabs }) => renderSampleTabs),
);

/**
 * Loads what the page's article needs before it renders: the renderer of its code and the sample
 * tabs, if it shows any.
 */
export const preloadArticleCode = (article: DocArticle) =>
  Promise.all([
    hasCode(article) ? codeBlocks.load() : undefined,
    hasSampleTabs(article) ? sampleTabs.load() : undefined,
  ]);

/** A part only ever kept from the server's markup: its words were never loaded. */
function KeptOnly(): never {
  throw new Error('Kept text rendered: only a hydrating page may render the outline of a page');
}

/** Blocks whose component is chosen by the page (the API reference, forms, dialogs). */
export type EmbeddedBlock = Extract<DocBlock, { kind: 'endpoint' | 'widget' }>;

/** Heading levels below a section's or subsection's own heading. */
export type BlockHeadingLevel = 3 | 4;

export interface DocsArticleProps {
  /**
   * The page to render: lead, then sections and subsections (`articleOf`), or, to hydrate its
   * server's HTML, its outline (`outlineOf`).
   */
  content: DocPageContent | DocArticle;
  /** Renders the blocks that need a page-level component; `level` is the first free heading level. */
  renderEmbedded?: (block: EmbeddedBlock, level: BlockHeadingLevel) => ReactNode;
  /** Under the title: what the reader can do with the whole page (its Markdown version). */
  pageActions?: ReactNode;
}

function Block({
  block,
  level,
  renderEmbedded,
}: {
  block: ActiveDocBlock;
  level: BlockHeadingLevel;
  renderEmbedded: DocsArticleProps['renderEmbedded'];
}) {
  if (block.kind === 'endpoint' || block.kind === 'widget')
    return renderEmbedded?.(block, level) ?? null;
  // Loaded with the page's text or outline (preloadArticleCode): each suspends only if it was not.
  if (block.kind === 'languageSamples')
    return (sampleTabs.loaded() ?? use(sampleTabs.load()))(block);
  const renderCodeBlock = codeBlocks.loaded() ?? use(codeBlocks.load());
  return renderCodeBlock(block);
}

/** Blocks in order, each run of blocks with no control in one static part. */
function Blocks(props: {
  runs: BlockRun[];
  level: BlockHeadingLevel;
  renderEmbedded: DocsArticleProps['renderEmbedded'];
}) {
  const onLinkClick = useInSiteLinkClicks();
  return props.runs.map((run, i) =>
    Array.isArray(run) ? (
      // The run's first block says which content it is: another page's differs.
      <StaticPart
        key={i}
        part={StaticBlocks}
        props={{ blocks: run }}
        content={run[0]}
        onClick={onLinkClick}
      />
    ) : run.kind === 'kept' ? (
      <StaticPart key={i} part={KeptOnly} props={{}} content={run} onClick={onLinkClick} />
    ) : (
      <Block key={i} block={run} level={props.level} renderEmbedded={props.renderEmbedded} />
    ),
  );
}

function Subsection({
  subsection,
  renderEmbedded,
}: {
  subsection: ArticleSubsection;
  renderEmbedded: DocsArticleProps['renderEmbedded'];
}) {
  return (
    <section className={styles.subsection}>
      <Heading level={3} size="xl" id={subsection.id} className={styles.heading}>
        {subsection.title}
      </Heading>
      {holdsEndpoint(subsection) ? (
        <Blocks runs={subsection.runs} level={4} renderEmbedded={renderEmbedded} />
      ) : (
        <div className={styles.bodyDrawnWhenNear}>
          <Blocks runs={subsection.runs} level={4} renderEmbedded={renderEmbedded} />
        </div>
      )}
    </section>
  );
}

function Section({
  section,
  renderEmbedded,
}: {
  section: ArticleSection;
  renderEmbedded: DocsArticleProps['renderEmbedded'];
}) {
  return (
    <section className={styles.section}>
      <Heading level={2} size="2xl" id={section.id} className={styles.heading}>
        {section.title}
      </Heading>
      <Blocks runs={section.runs} level={3} renderEmbedded={renderEmbedded} />
      {section.subsections?.map((subsection) => (
        <Subsection key={subsection.id} subsection={subsection} renderEmbedded={renderEmbedded} />
      ))}
    </section>
  );
}

/** A documentation page: its h1 and lead, then every section with its blocks. */
export function DocsArticle({ content: page, renderEmbedded, pageActions }: DocsArticleProps) {
  const chrome = useDocsChrome();
  const content = useMemo(() => asArticle(page), [page]);
  return (
    <article className={styles.article}>
      <div className={styles.header}>
        <Heading level={1} size="3xl">
          {chrome.pageTitles[content.page]}
        </Heading>
        {pageActions}
        {typeof content.lead === 'string' ? (
          <StaticPart part={Lead} props={{ lead: content.lead }} content={content.lead} />
        ) : (
          <StaticPart part={KeptOnly} props={{}} content={content.lead} />
        )}
      </div>
      {content.sections.map((section) => (
        <Section key={section.id} section={section} renderEmbedded={renderEmbedded} />
      ))}
    </article>
  );
}
