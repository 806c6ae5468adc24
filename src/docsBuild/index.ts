// Entry of the build-time docs data, evaluated in Node by the plugin in ../vite.ts.
import { allDocsContent, allDocsContentEn } from './allContent';
import { endpointDocs as endpointDocsEn } from '../content/docs/en/apiReference';
import { docsChromeEn } from '../content/docs/labels';
import { buildSearchIndex } from './searchIndex';

export const searchIndex = () => buildSearchIndex(allDocsContent);
export const searchIndexEn = () =>
  buildSearchIndex(allDocsContentEn, {
    titles: docsChromeEn.pageTitles,
    endpointDocs: endpointDocsEn,
  });

export { buildApiReference as apiReference } from './apiReference';
