export { DocsLayout, DOCS_MAIN_ID, type DocsLayoutProps } from './DocsLayout';
