export { DocsSearch, type DocsSearchProps } from './DocsSearch';
export {
  fold,
  groupByPage,
  searchDocs,
  snippet,
  type SearchRecord,
  type SearchResult,
} from './search';
