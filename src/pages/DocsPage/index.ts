export { DocsPage, loadDocsText } from './DocsPage';
