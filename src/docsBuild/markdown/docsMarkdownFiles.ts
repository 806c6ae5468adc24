import type { DocPageContent, DocsNavGroup, ReferenceEndpointId } from '../../content/docs/types';
import type { DocsPage } from '../../paths/paths';
import { llmsPaths, markdownTwinPath } from '../../paths/markdownTwin';
import type { ReferenceEndpoint } from '../apiReference';
import { llmsFullTxt, llmsTxt, type LlmsIndex } from './llmsTxt';
import { pageToMarkdown, type MarkdownVocabulary } from './pageMarkdown';

/** One language of the documentation, as its twins and its part of the index need it. */
export interface DocsMarkdownLanguage {
  /** Every page of the language, in reading order. */
  pages: readonly DocPageContent[];
  /** The path of a page in that language (`docsPath(page, locale)`). */
  pagePath: (page: DocsPage) => string;
  titles: Record<DocsPage, string>;
  summaries: Record<DocsPage, string>;
  /** The side navigation's groups, titled in that language. */
  groups: readonly DocsNavGroup[];
  /** How one of its groups is titled in the shared index. */
  groupTitle: (title: string) => string;
  /** The words of a link to a page itself, beside its twin's, in the index. */
  webPage: string;
  reference: Record<ReferenceEndpointId, ReferenceEndpoint>;
  vocabulary: MarkdownVocabulary;
}

export interface DocsMarkdownInput {
  /** Every link is made absolute on this origin (`https://yonnee.com`). */
  origin: string;
  /** The languages, the site's own first: the index lists each one's pages in turn. */
  languages: readonly DocsMarkdownLanguage[];
  /** The index's own words (see LlmsIndex); its groups are made from the pages. */
  index: Omit<LlmsIndex, 'groups' | 'optional'> & { optional: string; full: string };
}

/** A file to publish at a path of the site. */
export interface PublishedText {
  path: string;
  text: string;
}

function twinsOf(origin: string, language: DocsMarkdownLanguage): PublishedText[] {
  return language.pages.map((page) => ({
    path: markdownTwinPath(language.pagePath(page.page)),
    text: pageToMarkdown(
      { content: page, title: language.titles[page.page], path: language.pagePath(page.page) },
      { origin, reference: language.reference, vocabulary: language.vocabulary },
    ),
  }));
}

function groupsOf(origin: string, language: DocsMarkdownLanguage): LlmsIndex['groups'] {
  const documented = new Set(language.pages.map((content) => content.page));
  const url = (path: string) => `${origin}${path}`;
  return language.groups.map((group) => ({
    title: language.groupTitle(group.title),
    webPage: language.webPage,
    entries: group.pages.map((page) => {
      if (!documented.has(page)) throw new Error(`No content for the docs page ${page}`);
      return {
        title: language.titles[page],
        url: url(language.pagePath(page)),
        markdownUrl: url(markdownTwinPath(language.pagePath(page))),
        summary: language.summaries[page],
      };
    }),
  }));
}

/** Every page's twin in every language, then /llms.txt and /llms-full.txt over all of them. */
export function docsMarkdownFiles(input: DocsMarkdownInput): PublishedText[] {
  const twins = input.languages.flatMap((language) => twinsOf(input.origin, language));
  const index: LlmsIndex = {
    ...input.index,
    groups: input.languages.flatMap((language) => groupsOf(input.origin, language)),
    optional: {
      title: input.index.optional,
      links: [{ title: input.index.full, url: `${input.origin}${llmsPaths.full}` }],
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
