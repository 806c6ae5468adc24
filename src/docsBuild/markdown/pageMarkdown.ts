// A documentation page as Markdown, for tools and assistants: the same content objects the page
// renders, walked block by block. Pure: the page, its address and the words around the content
// (labels, the reference's data, what an interactive part says instead) all come as arguments,
// so a page in another language goes through the same function with its own.
import type { EndpointDoc } from '../../content/docs/apiReference';
import type {
  CodeSample,
  DocBlock,
  DocPageContent,
  ReferenceEndpointId,
} from '../../content/docs/types';
import type { ReferenceEndpoint } from '../apiReference';
import { codeSpan, inlineToMarkdown, type ResolveHref } from './inlineMarkdown';

export type WidgetBlock = Extract<DocBlock, { kind: 'widget' }>;

/** The words the Markdown needs besides the page's content, in the page's language. */
export interface MarkdownVocabulary {
  /** The line under the h1 that names the page the Markdown comes from. */
  source: (pageUrl: string) => string;
  /** Between a label and its text: ` :` in French, `:` in English (a space follows). */
  colon: string;
  changeLabels: Record<'added' | 'improved' | 'fixed', string>;
  reference: {
    headers: string;
    pathParameters: string;
    body: string;
    noBody: string;
    field: string;
    type: string;
    required: string;
    requiredYes: string;
    requiredNo: string;
    meaning: string;
    samples: string;
    response: string;
    responseFrom: (status: number) => string;
    shortened: (total: number, shown: number) => string;
    errors: string;
    idempotency: string;
    idempotencyKeyValue: string;
  };
  endpointDocs: Record<ReferenceEndpointId, EndpointDoc>;
  /** What an interactive part (a form, a map, a live demo) says in Markdown, as blocks of text. */
  widget: (block: WidgetBlock, headingLevel: number, markdown: WidgetMarkdown) => string[];
}

/** Helpers a widget's text is written with, bound to the page's address. */
export interface WidgetMarkdown {
  inline: (text: string) => string;
  heading: (level: number, text: string) => string;
  /** The absolute address of the page itself (a live part lives there). */
  pageUrl: string;
}

export interface MarkdownPage {
  content: DocPageContent;
  /** The page's h1. */
  title: string;
  /** The page's own path, from the caller's path function (`/documentation/saas`). */
  path: string;
}

export interface MarkdownSite {
  /** Every link is made absolute on this origin (`https://yonnee.com`), so the text reads anywhere. */
  origin: string;
  reference: Record<ReferenceEndpointId, ReferenceEndpoint>;
  vocabulary: MarkdownVocabulary;
}

/** Site paths and in-page anchors become absolute addresses; other schemes stay as they are. */
export const absoluteHref =
  (origin: string, pagePath: string): ResolveHref =>
  (href) => {
    if (href.startsWith('#')) return `${origin}${pagePath}${href}`;
    if (href.startsWith('/')) return `${origin}${href}`;
    return href;
  };

const heading = (level: number, text: string) => `${'#'.repeat(level)} ${text}`;

/** A fenced block whose fence is longer than any run of backticks in the code. */
export function fence(code: string, language: string) {
  const longest = Math.max(0, ...[...code.matchAll(/`{3,}/g)].map((run) => run[0].length));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${language}\n${code}\n${marks}`;
}

const sample = (s: CodeSample, colon: string) => {
  const code = fence(s.code, s.language === 'text' ? '' : s.language);
  return s.label ? `${s.label}${colon}\n\n${code}` : code;
};

/** Every line of a list item's later paragraphs indented under its marker. */
function listItem(marker: string, parts: string[]) {
  const indent = ' '.repeat(marker.length + 1);
  const [first = '', ...rest] = parts;
  const indented = rest.map((part) =>
    part
      .split('\n')
      .map((line) => (line ? indent + line : line))
      .join('\n'),
  );
  return [`${marker} ${first}`, ...indented].join('\n\n');
}

const bulletList = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

const cell = (markdown: string) => markdown.replace(/\n/g, ' ').replace(/(?<!\\)\|/g, '\\|');

function table(columns: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The language samples' tabs, in their order, with the fence each is written in. */
const sampleLanguages = [
  ['curl', 'curl', 'bash'],
  ['javascript', 'JavaScript', 'javascript'],
  ['php', 'PHP', 'php'],
  ['python', 'Python', 'python'],
] as const;

function languageSamples(
  samples: Record<(typeof sampleLanguages)[number][0], string>,
  colon: string,
) {
  return sampleLanguages.map(
    ([key, label, language]) => `${label}${colon}\n\n${fence(samples[key], language)}`,
  );
}

function endpoint(
  id: ReferenceEndpointId,
  level: number,
  site: MarkdownSite,
  inline: (text: string) => string,
): string[] {
  const entry = site.reference[id];
  const doc = site.vocabulary.endpointDocs[id];
  const labels = site.vocabulary.reference;
  const { colon } = site.vocabulary;
  const headers: [string, string][] = [
    ['x-api-key', '{key}'],
    ['X-API-TOKEN', '{token}'],
    ['Authorization', 'Bearer {jwt}'],
  ];
  if (entry.body) headers.push(['Content-Type', 'application/json']);
  if (entry.movesMoney) headers.push(['Idempotency-Key', labels.idempotencyKeyValue]);
  const notes = [...(entry.movesMoney ? [labels.idempotency] : []), ...(doc.notes ?? [])];
  const fields = (rows: ReferenceEndpoint['pathParameters']) =>
    table(
      [labels.field, labels.type, labels.required, labels.meaning],
      rows.map((row) => [
        codeSpan(row.name),
        row.type,
        row.required ? labels.requiredYes : labels.requiredNo,
        inline(row.description),
      ]),
    );
  const response = entry.example.response as { data?: unknown[] };
  return [
    inline(doc.summary),
    `${codeSpan(`${entry.method} {host}${entry.path}`)}`,
    ...(notes.length ? [bulletList(notes.map(inline))] : []),
    heading(level, labels.headers),
    bulletList(headers.map(([name, value]) => `${codeSpan(name)}${colon} ${codeSpan(value)}`)),
    ...(entry.pathParameters.length
      ? [heading(level, labels.pathParameters), fields(entry.pathParameters)]
      : []),
    heading(level, labels.body),
    entry.body ? fields(entry.body) : labels.noBody,
    heading(level, labels.samples),
    ...languageSamples(entry.samples, colon),
    heading(level, labels.response),
    [
      labels.responseFrom(entry.example.status),
      ...(entry.example.shortenedFrom
        ? [labels.shortened(entry.example.shortenedFrom, response.data?.length ?? 0)]
        : []),
    ].join(' '),
    fence(JSON.stringify(entry.example.response, null, 2), 'json'),
    heading(level, labels.errors),
    bulletList(
      entry.errors.map((error) => `**${error.status}**${colon} ${inline(error.description)}`),
    ),
  ];
}

const alerts = { info: 'NOTE', warning: 'WARNING', success: 'TIP' } as const;

function block(
  b: DocBlock,
  level: number,
  site: MarkdownSite,
  page: { inline: (text: string) => string; widget: WidgetMarkdown },
): string[] {
  const { inline } = page;
  const { colon } = site.vocabulary;
  switch (b.kind) {
    case 'paragraph':
      return [inline(b.text)];
    case 'list':
      return [
        b.items.map((item, i) => `${b.ordered ? `${i + 1}.` : '-'} ${inline(item)}`).join('\n'),
      ];
    case 'code':
      return [sample(b.sample, colon)];
    case 'languageSamples':
      return languageSamples(b.samples, colon);
    case 'callout':
      // GitHub's alert syntax: plain quoted text where it is not understood.
      return [
        [`[!${alerts[b.tone]}]`, `**${inline(b.title)}**`, inline(b.text)]
          .map((line) => `> ${line}`)
          .join('\n'),
      ];
    case 'table':
      return [
        `**${inline(b.caption)}**`,
        table(
          b.columns.map(inline),
          b.rows.map((r) => r.map(inline)),
        ),
      ];
    case 'definitions':
      return [
        bulletList(
          b.items.map((item) => `**${inline(item.term)}**${colon} ${inline(item.description)}`),
        ),
      ];
    case 'features':
      return [
        bulletList(b.items.map((item) => `**${inline(item.title)}**${colon} ${inline(item.text)}`)),
      ];
    case 'steps':
      return [
        b.items
          .map((item, i) =>
            listItem(`${i + 1}.`, [
              `**${inline(item.title)}**`,
              inline(item.text),
              ...(item.sample ? [sample(item.sample, colon)] : []),
            ]),
          )
          .join('\n\n'),
      ];
    case 'endpointUrl':
      return [codeSpan(`${b.method} ${b.url}`)];
    case 'integrationModes':
      return [
        `**${inline(b.caption)}**`,
        table(
          [
            '',
            ...b.modes.map(
              (mode) => `[${inline(mode.name)}](${absoluteHref(site.origin, '')(mode.href)})`,
            ),
          ],
          b.criteria.map((criterion, row) => [
            inline(criterion),
            ...b.modes.map((mode) => inline(mode.values[row] ?? '')),
          ]),
        ),
      ];
    case 'changes':
      return [
        bulletList(
          b.items.map(
            (item) => `**${site.vocabulary.changeLabels[item.type]}**${colon} ${inline(item.text)}`,
          ),
        ),
      ];
    case 'endpoint':
      return endpoint(b.id, level, site, inline);
    case 'widget':
      return site.vocabulary.widget(b, level, page.widget);
  }
}

/** One documentation page as a Markdown document: h1, lead, then sections and subsections. */
export function pageToMarkdown(page: MarkdownPage, site: MarkdownSite): string {
  const resolve = absoluteHref(site.origin, page.path);
  const inline = (text: string) => inlineToMarkdown(text, resolve);
  const pageUrl = `${site.origin}${page.path}`;
  const context = { inline, widget: { inline, heading, pageUrl } };
  const blocks = (list: DocBlock[], level: number) =>
    list.flatMap((b) => block(b, level, site, context));
  const parts = [
    heading(1, page.title),
    site.vocabulary.source(pageUrl),
    inline(page.content.lead),
    ...page.content.sections.flatMap((section) => [
      heading(2, section.title),
      ...blocks(section.blocks, 3),
      ...(section.subsections ?? []).flatMap((sub) => [
        heading(3, sub.title),
        ...blocks(sub.blocks, 4),
      ]),
    ]),
  ];
  return `${parts.join('\n\n')}\n`;
}
