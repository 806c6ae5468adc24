import type { DocsPage } from '../../paths/paths';
import type { DocBlock, DocPageContent, Inline } from './types';

/**
 * Blocks with no control: text, lists, tables (their links are the site's, followed by the part's
 * wrapper: src/sections/DocsArticle/inSiteLinkClicks.ts). A hydrating page keeps the server's markup.
 */
export type StaticDocBlock = Extract<
  DocBlock,
  {
    kind:
      | 'paragraph'
      | 'list'
      | 'callout'
      | 'table'
      | 'definitions'
      | 'features'
      | 'changes'
      | 'integrationModes';
  }
>;

/** Blocks with a control (a copy button, tabs, a form): React renders or hydrates them. */
export type ActiveDocBlock = Exclude<DocBlock, StaticDocBlock>;

/** Blocks with code to copy (a sample, steps, a call's URL). */
export type CodeDocBlock = Extract<DocBlock, { kind: 'code' | 'steps' | 'endpointUrl' }>;

/** The same sample in several languages, as tabs. */
export type SampleTabsBlock = Extract<DocBlock, { kind: 'languageSamples' }>;

const codeKinds: RunKinds = new Set(['code', 'steps', 'endpointUrl']);

const staticKinds = new Set<DocBlock['kind']>([
  'paragraph',
  'list',
  'callout',
  'table',
  'definitions',
  'features',
  'changes',
  'integrationModes',
]);

const isStaticBlock = (block: DocBlock): block is StaticDocBlock => staticKinds.has(block.kind);

/**
 * Text a hydrating page keeps as the server wrote it, so its words need not be loaded: the
 * outline a prerendered page hydrates from has this in place of its lead and of each run of
 * blocks with no control.
 */
export interface Kept {
  kind: 'kept';
}

/** One control's block, or a run of blocks with no control (one static part of the page). */
export type BlockRun = ActiveDocBlock | StaticDocBlock[] | Kept;

export interface ArticleSubsection {
  id: string;
  title: string;
  runs: BlockRun[];
}

export interface ArticleSection extends ArticleSubsection {
  subsections?: ArticleSubsection[];
}

/** A page as its article renders it: headings, and its blocks gathered into runs. */
export interface DocArticle {
  page: DocsPage;
  lead: Inline | Kept;
  sections: ArticleSection[];
}

const isKept = (run: BlockRun | undefined): run is Kept =>
  !!run && !Array.isArray(run) && run.kind === 'kept';

/** Blocks in order, each run of blocks with no control gathered in one array, or kept. */
function runsOf(blocks: DocBlock[], keepStatic: boolean): BlockRun[] {
  const runs: BlockRun[] = [];
  for (const block of blocks) {
    const last = runs.at(-1);
    if (!isStaticBlock(block)) runs.push(block);
    else if (Array.isArray(last)) last.push(block);
    else if (!isKept(last)) runs.push(keepStatic ? { kind: 'kept' } : [block]);
  }
  return runs;
}

const articleWith = (content: DocPageContent, keepStatic: boolean): DocArticle => ({
  page: content.page,
  lead: keepStatic ? { kind: 'kept' } : content.lead,
  sections: content.sections.map((section) => ({
    id: section.id,
    title: section.title,
    runs: runsOf(section.blocks, keepStatic),
    ...(section.subsections && {
      subsections: section.subsections.map((sub) => ({
        id: sub.id,
        title: sub.title,
        runs: runsOf(sub.blocks, keepStatic),
      })),
    }),
  })),
});

/** The whole page, for a render in the browser or on the server. */
export const articleOf = (content: DocPageContent) => articleWith(content, false);

/**
 * What hydrating the page's prerendered HTML needs: its headings and its controls' blocks, its
 * text kept (made at build time: src/docsBuild/vite.ts). The same runs as `articleOf`'s, so the
 * tree React hydrates is the one the server rendered.
 */
export const outlineOf = (content: DocPageContent) => articleWith(content, true);

const isArticle = (page: DocPageContent | DocArticle): page is DocArticle =>
  page.sections.every((section) => 'runs' in section);

/** A page's content as its article renders it; an article (an outline) as it is. */
export const asArticle = (page: DocPageContent | DocArticle): DocArticle =>
  isArticle(page) ? page : articleOf(page);

type RunKinds = ReadonlySet<(ActiveDocBlock | Kept)['kind']>;

const partShowsAny = (part: ArticleSubsection, kinds: RunKinds) =>
  part.runs.some((run) => !Array.isArray(run) && kinds.has(run.kind));

const showsAny = (article: DocArticle, kinds: RunKinds) =>
  article.sections.some((section) =>
    [section, ...(section.subsections ?? [])].some((part) => partShowsAny(part, kinds)),
  );

/** Whether the page shows code to copy: only then does its article load the code's renderer. */
export const hasCode = (article: DocArticle) => showsAny(article, codeKinds);

const sampleTabsKinds: RunKinds = new Set(['languageSamples']);

/** Whether the page shows a sample in several languages: only then does it load the tabs. */
export const hasSampleTabs = (article: DocArticle) => showsAny(article, sampleTabsKinds);

const endpointKinds: RunKinds = new Set(['endpoint']);

/** Whether this part embeds a call's card, which has its own rule for being drawn when near. */
export const holdsEndpoint = (part: ArticleSubsection) => partShowsAny(part, endpointKinds);

/** Whether the page embeds calls of the API reference: only then does it load their cards' code. */
export const hasEndpoint = (article: DocArticle) => showsAny(article, endpointKinds);
