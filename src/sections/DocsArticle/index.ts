export {
  DocsArticle,
  type DocsArticleProps,
  type EmbeddedBlock,
  type BlockHeadingLevel,
} from './DocsArticle';
export { Inline } from './Inline';
export { anchorOffset } from './DocsArticle.css';
