export { DocsSearch, type DocsSearchProps } from './DocsSearch';
