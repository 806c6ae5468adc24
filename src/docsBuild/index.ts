// Entry of the build-time docs data, evaluated in Node by the plugin in ../vite.ts.
import { endpointDocs as endpointDocsEn } from '../content/docs/en/apiReference';
import { docsChromeEn } from '../content/docs/labels';
import { docsNavGroups } from '../content/docs/navigation';
import { markdownCopy } from '../content/docs/markdownCopy';
import { docsSummaries } from '../content/docsSummaries';
import { docsTitles } from '../content/pageTitles';
import { docsPath, type DocsLocale } from '../paths/paths';
import { allDocsContent, allDocsContentEn } from './allContent';
import { buildApiReference } from './apiReference';
import { docsMarkdownFiles } from './markdown/docsMarkdownFiles';
import { frenchVocabulary } from './markdown/frenchVocabulary';
import { buildSearchIndex } from './searchIndex';

export const searchIndex = () => buildSearchIndex(allDocsContent);
export const searchIndexEn = () =>
  buildSearchIndex(allDocsContentEn, {
    titles: docsChromeEn.pageTitles,
    endpointDocs: endpointDocsEn,
  });

// Asked the sandbox once per build and language: the reference and the Markdown twins show the
// same answers.
const references = new Map<DocsLocale, ReturnType<typeof buildApiReference>>();
export const apiReference = (locale: DocsLocale = 'fr') => {
  let reference = references.get(locale);
  if (!reference) references.set(locale, (reference = buildApiReference(locale)));
  return reference;
};

/** The docs' Markdown twins, /llms.txt and /llms-full.txt, with links on the site's `origin`. */
export const markdownFiles = async (origin: string) =>
  docsMarkdownFiles({
    origin,
    reference: await apiReference(),
    vocabulary: frenchVocabulary(origin),
    pages: allDocsContent,
    pagePath: docsPath,
    titles: docsTitles,
    summaries: docsSummaries,
    groups: docsNavGroups,
    index: markdownCopy.llms,
  });
