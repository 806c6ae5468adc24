import type { DocPageContent, DocsNavGroup } from '../../content/docs/types';
import type { DocsPage } from '../../paths/paths';
import { llmsPaths, markdownTwinPath } from '../../paths/markdownTwin';
import { llmsFullTxt, llmsTxt, type LlmsIndex } from './llmsTxt';
import { pageToMarkdown, type MarkdownSite } from './pageMarkdown';

export interface DocsMarkdownInput extends MarkdownSite {
  /** Every page of one language, in reading order. */
  pages: readonly DocPageContent[];
  /** The path of a page in that language (`docsPath` for French). */
  pagePath: (page: DocsPage) => string;
  titles: Record<DocsPage, string>;
  summaries: Record<DocsPage, string>;
  groups: readonly DocsNavGroup[];
  /** The index's own words (see LlmsIndex); its groups are made from the pages. */
  index: Omit<LlmsIndex, 'groups' | 'optional'> & { optional: string; full: string };
}

/** A file to publish at a path of the site. */
export interface PublishedText {
  path: string;
  text: string;
}

/** Every page's twin, /llms.txt and /llms-full.txt for one language. */
export function docsMarkdownFiles(input: DocsMarkdownInput): PublishedText[] {
  const byPage = new Map(input.pages.map((content) => [content.page, content]));
  const content = (page: DocsPage) => {
    const found = byPage.get(page);
    if (!found) throw new Error(`No content for the docs page ${page}`);
    return found;
  };
  const twins = input.pages.map((page) => ({
    path: markdownTwinPath(input.pagePath(page.page)),
    text: pageToMarkdown(
      { content: page, title: input.titles[page.page], path: input.pagePath(page.page) },
      input,
    ),
  }));
  const url = (path: string) => `${input.origin}${path}`;
  const index: LlmsIndex = {
    ...input.index,
    groups: input.groups.map((group) => ({
      title: group.title,
      entries: group.pages.map((page) => ({
        title: input.titles[content(page).page],
        url: url(input.pagePath(page)),
        markdownUrl: url(markdownTwinPath(input.pagePath(page))),
        summary: input.summaries[page],
      })),
    })),
    optional: {
      title: input.index.optional,
      links: [{ title: input.index.full, url: url(llmsPaths.full) }],
    },
  };
  return [
    ...twins,
    { path: llmsPaths.index, text: llmsTxt(index) },
    {
      path: llmsPaths.full,
      text: llmsFullTxt(
        index,
        twins.map((twin) => twin.text),
      ),
    },
  ];
}
