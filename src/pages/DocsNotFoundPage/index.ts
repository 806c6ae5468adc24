export { DocsNotFoundPage } from './DocsNotFoundPage';
