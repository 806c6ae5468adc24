// Entry of the build-time docs data, evaluated in Node by the plugin in ../vite.ts.
import { endpointDocs as endpointDocsEn } from '../content/docs/en/apiReference';
import { docsChromeEn } from '../content/docs/en/labels';
import { docsNavGroups } from '../content/docs/navigation';
import { llmsCopy, markdownCopy } from '../content/docs/markdownCopy';
import { markdownCopyEn } from '../content/docs/en/markdownCopy';
import { docsSummaries, docsSummariesEn } from '../content/docsSummaries';
import { docsTitles } from '../content/pageTitles';
import { outlineOf } from '../content/docs/article';
import { docsPath, type DocsLocale } from '../paths/paths';
import { allDocsContent, allDocsContentEn, allDocsContentOf } from './allContent';
import { buildApiReference } from './apiReference';
import { docsMarkdownFiles } from './markdown/docsMarkdownFiles';
import { markdownVocabularyOf } from './markdown/vocabularies';
import { buildSearchIndex } from './searchIndex';

export const searchIndex = () => buildSearchIndex(allDocsContent);
export const searchIndexEn = () =>
  buildSearchIndex(allDocsContentEn, {
    titles: docsChromeEn.pageTitles,
    endpointDocs: endpointDocsEn,
  });

/** The outline a prerendered page hydrates from (src/content/docs/article.ts), by its page's name. */
export const docsOutline = (locale: DocsLocale, page: string) => {
  const content = allDocsContentOf[locale].find((candidate) => candidate.page === page);
  if (!content) throw new Error(`No ${locale} docs page named ${page}`);
  return outlineOf(content);
};

// Asked the sandbox once per build and language: the reference and the Markdown twins show the
// same answers.
const references = new Map<DocsLocale, ReturnType<typeof buildApiReference>>();
export const apiReference = (locale: DocsLocale = 'fr') => {
  let reference = references.get(locale);
  if (!reference) references.set(locale, (reference = buildApiReference(locale)));
  return reference;
};

/**
 * The docs' Markdown twins in both languages, and /llms.txt and /llms-full.txt over both, with
 * links on the site's `origin`.
 */
export const markdownFiles = async (origin: string) =>
  docsMarkdownFiles({
    origin,
    index: llmsCopy,
    languages: [
      {
        pages: allDocsContent,
        pagePath: (page) => docsPath(page),
        titles: docsTitles,
        summaries: docsSummaries,
        groups: docsNavGroups,
        groupTitle: (title) => title,
        webPage: markdownCopy.webPage,
        reference: await apiReference('fr'),
        vocabulary: markdownVocabularyOf.fr(origin),
      },
      {
        pages: allDocsContentEn,
        pagePath: (page) => docsPath(page, 'en'),
        titles: docsChromeEn.pageTitles,
        summaries: docsSummariesEn,
        groups: docsNavGroups.map((group, i) => ({
          ...group,
          title: docsChromeEn.navGroups[i]!,
        })),
        groupTitle: llmsCopy.englishGroup,
        webPage: markdownCopyEn.webPage,
        reference: await apiReference('en'),
        vocabulary: markdownVocabularyOf.en(origin),
      },
    ],
  });
