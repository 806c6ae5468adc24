// /llms.txt and /llms-full.txt in the llmstxt.org format: an h1, a quoted summary, paragraphs,
// then h2 sections of `- [name](url): notes` links. Pure, like pageToMarkdown: the pages, their
// addresses and the words are arguments.

export interface LlmsEntry {
  title: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of its Markdown twin. */
  markdownUrl: string;
  /** One line on what the page holds. */
  summary: string;
}

export interface LlmsIndex {
  title: string;
  summary: string;
  details: readonly string[];
  /** The pages, grouped as the side navigation groups them, with the words of a link to a page itself (beside its twin's) in the group's language. */
  groups: { title: string; webPage: string; entries: LlmsEntry[] }[];
  /** llmstxt.org's "Optional" section: links a tool may skip when its context is short. */
  optional: { title: string; links: { title: string; url: string; summary?: string }[] };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function header(index: LlmsIndex) {
  return [`# ${index.title}`, `> ${oneLine(index.summary)}`, ...index.details];
}

/** The index: what the site is, then a link to every page's twin and to the page itself. */
export function llmsTxt(index: LlmsIndex): string {
  const parts = [
    ...header(index),
    ...index.groups.flatMap((group) => [
      `## ${group.title}`,
      group.entries
        .map(
          (entry) =>
            `- [${entry.title}](${entry.markdownUrl}): ${oneLine(entry.summary)} ([${group.webPage}](${entry.url}))`,
        )
        .join('\n'),
    ]),
    `## ${index.optional.title}`,
    index.optional.links
      .map(
        (link) =>
          `- [${link.title}](${link.url})${link.summary ? `: ${oneLine(link.summary)}` : ''}`,
      )
      .join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** The whole documentation in one file: the index's header, then every page's Markdown in order. */
export function llmsFullTxt(index: LlmsIndex, pagesMarkdown: readonly string[]): string {
  return `${[...header(index), ...pagesMarkdown.map((page) => page.trimEnd())].join('\n\n')}\n`;
}
