/**
 * The inline markup of documentation text (see `Inline` in src/content/docs/types.ts),
 * parsed into a tree the renderer turns into elements: no HTML string is ever built.
 */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'english'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] };

// Order matters: code first, so that markup characters inside backticks stay literal.
const pattern = /`([^`]+)`|\*\*(.+?)\*\*|\{\{(.+?)\}\}|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (index > last) nodes.push({ type: 'text', text: text.slice(last, index) });
    const [, code, strong, english, label, href] = match;
    if (code !== undefined) nodes.push({ type: 'code', text: code });
    else if (strong !== undefined) nodes.push({ type: 'strong', children: parseInline(strong) });
    else if (english !== undefined) nodes.push({ type: 'english', children: parseInline(english) });
    else if (label !== undefined && href !== undefined) {
      nodes.push({ type: 'link', href, children: parseInline(label) });
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

const nodeText = (node: InlineNode): string =>
  node.type === 'text' || node.type === 'code' ? node.text : node.children.map(nodeText).join('');

/** The words a reader sees, without markup: for the search index and accessible names. */
export const inlineToText = (text: string) => parseInline(text).map(nodeText).join('');
