import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Link } from '../../kit';
import { parseInline, type InlineNode } from '../../content/docs/inline';
import * as styles from './DocsArticle.css';

/** A link to a heading of the page being read stays an in-page anchor. */
const inPageHash = (href: string, here: string) => {
  const [path, hash] = href.split('#');
  if (hash === undefined) return undefined;
  return !path || path.toLowerCase() === here.toLowerCase() ? `#${hash}` : undefined;
};

function renderNodes(nodes: InlineNode[], here: string): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return (
          <code key={i} className={styles.inlineCode}>
            {node.text}
          </code>
        );
      case 'strong':
        return <strong key={i}>{renderNodes(node.children, here)}</strong>;
      case 'english':
        return (
          <span key={i} lang="en">
            {renderNodes(node.children, here)}
          </span>
        );
      case 'link': {
        // In-page anchors stay plain links: the browser scrolls and moves focus itself.
        const hash = inPageHash(node.href, here);
        return hash ? (
          <a key={i} href={hash} className={styles.anchorLink}>
            {renderNodes(node.children, here)}
          </a>
        ) : (
          <Link key={i} href={node.href}>
            {renderNodes(node.children, here)}
          </Link>
        );
      }
    }
  });
}

/** Documentation text with its inline markup turned into elements. */
export function Inline({ text }: { text: string }) {
  const [here] = useLocation();
  return <>{renderNodes(parseInline(text), here)}</>;
}
