export { DocsMarkdownLinks, type DocsMarkdownLinksProps } from './DocsMarkdownLinks';
