import { parseInline, type InlineNode } from '../../content/docs/inline';

/** Turns a link of the content into the address a Markdown reader can follow from anywhere. */
export type ResolveHref = (href: string) => string;

// Characters that would start markup in running text; the content's own markup is parsed first.
const escapeText = (text: string) => text.replace(/([\\*_[\]<>`|])/g, '\\$1');

/** A code span that survives backticks inside it (CommonMark: a longer run of backticks). */
export function codeSpan(code: string) {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const ticks = '`'.repeat(longest + 1);
  const padded = /^`|`$/.test(code) ? ` ${code} ` : code;
  return `${ticks}${padded}${ticks}`;
}

function nodeToMarkdown(node: InlineNode, resolve: ResolveHref): string {
  const children = (nodes: InlineNode[]) => nodes.map((n) => nodeToMarkdown(n, resolve)).join('');
  switch (node.type) {
    case 'text':
      return escapeText(node.text);
    case 'code':
      return codeSpan(node.text);
    case 'strong':
      return `**${children(node.children)}**`;
    // Markdown has no language mark: the words stay, as a reader sees them.
    case 'english':
      return children(node.children);
    case 'link':
      return `[${children(node.children)}](${resolve(node.href)})`;
  }
}

/** The content's inline markup (`code`, **strong**, [label](href), {{English}}) as Markdown. */
export const inlineToMarkdown = (text: string, resolve: ResolveHref) =>
  parseInline(text)
    .map((node) => nodeToMarkdown(node, resolve))
    .join('');
