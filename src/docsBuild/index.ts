// Entry of the build-time docs data, evaluated in Node by the plugin in ../vite.ts.
import { allDocsContent } from './allContent';
import { buildSearchIndex } from './searchIndex';

export const searchIndex = () => buildSearchIndex(allDocsContent);

export { buildApiReference as apiReference } from './apiReference';
