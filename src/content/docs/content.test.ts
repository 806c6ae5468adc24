import { describe, expect, it } from 'vitest';
import { docsLocales, docsPages, docsPath } from '../../paths/paths';
import { DOCS_MAIN_ID } from '../../sections/DocsLayout/DocsLayout';
import { allDocsContent, allDocsContentOf } from '../../docsBuild/allContent';
import { docsContentLoaders, tocEntries } from './index';
import { parseInline, type InlineNode } from './inline';
import { docsNavGroups, docsNeighbours, docsReadingOrder } from './navigation';
import type { DocBlock, DocPageContent } from './types';

const frenchMonths = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
];

/** "Avril 2025" as a number that sorts by date (2025 × 12 + 3); throws on any other title. */
function monthOf(title: string) {
  const [, name, year] = /^(\p{Lu}\p{Ll}+) (\d{4})$/u.exec(title) ?? [];
  const month = frenchMonths.indexOf(name ?? '');
  if (month < 0) throw new Error(`Not a month: ${title}`);
  return Number(year) * 12 + month;
}

const anchorsOf = (content: DocPageContent) => tocEntries(content).map((entry) => entry.id);

const inlineTexts = (block: DocBlock): string[] => {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items;
    case 'callout':
      return [block.text];
    case 'table':
      return block.rows.flat();
    case 'definitions':
      return block.items.flatMap((item) => [item.term, item.description]);
    case 'features':
      return block.items.map((item) => item.text);
    case 'steps':
      return block.items.map((item) => item.text);
    case 'changes':
      return block.items.map((item) => item.text);
    default:
      return [];
  }
};

const linksIn = (nodes: InlineNode[]): string[] =>
  nodes.flatMap((node) =>
    node.type === 'link'
      ? [node.href, ...linksIn(node.children)]
      : node.type === 'strong' || node.type === 'english'
        ? linksIn(node.children)
        : [],
  );

describe('the documentation content', () => {
  it('has one page per route, in the navigation once each', async () => {
    expect(allDocsContent.map((c) => c.page)).toEqual([...docsPages]);
    expect([...docsReadingOrder].sort()).toEqual([...docsPages].sort());
    // Every group of the side navigation is named, named once, and leads somewhere.
    const titles = docsNavGroups.map((g) => g.title.trim());
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    for (const group of docsNavGroups) expect(group.pages.length, group.title).toBeGreaterThan(0);
    for (const locale of docsLocales)
      for (const page of docsPages)
        expect((await docsContentLoaders[locale][page]()).page, locale).toBe(page);
  });

  it('keeps the spec’s anchors', () => {
    const byPage = Object.fromEntries(allDocsContent.map((c) => [c.page, anchorsOf(c)]));
    expect(byPage.api).toContain('intégration');
    expect(byPage.widget).toContain('intégrationWidget');
    expect(byPage.flutter).toContain('sdk');
  });

  it('gives every heading of a page its own anchor', () => {
    for (const content of [...allDocsContent, ...allDocsContentOf.en]) {
      const ids = anchorsOf(content);
      expect(new Set(ids).size, content.page).toBe(ids.length);
      // The skip link targets <main>: a heading with its id would take the link (and the page's own
      // table of contents) to the wrong place.
      expect(ids, content.page).not.toContain(DOCS_MAIN_ID);
    }
  });

  const servedFiles = ['/openapi.json', '/yonnee-api.postman_collection.json'];

  it.each(docsLocales)(
    'links only to %s pages that exist, and to anchors those pages have',
    (locale) => {
      // A page links within its own language: an English page to /en/documentation/….
      const anchors = new Map<string, Set<string>>(
        allDocsContentOf[locale].map((c) => [docsPath(c.page, locale), new Set(anchorsOf(c))]),
      );
      for (const content of allDocsContentOf[locale]) {
        const texts = [
          content.lead,
          ...content.sections.flatMap((s) => [
            ...s.blocks.flatMap(inlineTexts),
            ...(s.subsections ?? []).flatMap((sub) => sub.blocks.flatMap(inlineTexts)),
          ]),
        ];
        for (const href of texts.flatMap((text) => linksIn(parseInline(text)))) {
          if (/^https?:/.test(href)) continue;
          // Files the server sends (e2e/sandbox-api.spec.ts fetches them), not pages.
          if (servedFiles.includes(href)) continue;
          const [path, hash] = href.split('#');
          const target = path || docsPath(content.page, locale);
          expect(anchors.has(target), `${content.page}: ${href}`).toBe(true);
          if (hash !== undefined) {
            expect(anchors.get(target)!.has(hash), `${content.page}: ${href}`).toBe(true);
          }
        }
      }
    },
  );

  it('chains the pages for the previous and next links, from the first to the last', () => {
    // Following "next" from the first page reads every page once, in the side navigation's order,
    // and "previous" leads back the same way.
    const [first] = docsReadingOrder;
    expect(docsNeighbours(first!).previous).toBeUndefined();
    const read: string[] = [];
    for (let page = first; page; page = docsNeighbours(page).next) {
      read.push(page);
      const next = docsNeighbours(page).next;
      if (next) expect(docsNeighbours(next).previous, next).toBe(page);
    }
    expect(read).toEqual(docsNavGroups.flatMap((group) => group.pages));
  });

  it('dates the changelog by month, newest first', () => {
    const changelog = allDocsContent.find((c) => c.page === 'changelog')!;
    const months = changelog.sections.map((s) => monthOf(s.title));
    expect(months.length).toBeGreaterThan(0);
    for (const [index, month] of months.entries()) {
      if (index > 0)
        expect(month, changelog.sections[index]!.title).toBeLessThan(months[index - 1]!);
    }
  });
});
