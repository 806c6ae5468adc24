export {
  DocsArticle,
  preloadArticleCode,
  preloadArticleText,
  type DocsArticleProps,
  type EmbeddedBlock,
  type BlockHeadingLevel,
} from './DocsArticle';
export { Inline } from './Inline';
export { useInSiteLinkClicks } from './inSiteLinkClicks';
export { anchorOffset } from './DocsArticle.css';
