export { TableOfContents, type TableOfContentsProps, type TocItem } from './TableOfContents';
export { activeHeading } from './activeHeading';
