import { describe, expect, it } from 'vitest';
import { docsPages, docsPath } from '../../paths/paths';
import { allDocsContent } from '../../docsBuild/allContent';
import { docsContentLoaders, tocEntries } from './index';
import { parseInline, type InlineNode } from './inline';
import { docsNavGroups, docsNeighbours, docsReadingOrder } from './navigation';
import type { DocBlock, DocPageContent } from './types';

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
    expect(docsNavGroups.map((g) => g.title)).toEqual([
      'Démarrer',
      'Intégrations',
      'SDK',
      'Paiements sortants',
      'Ressources',
    ]);
    for (const page of docsPages) expect((await docsContentLoaders[page]()).page).toBe(page);
  });

  it('keeps the spec’s anchors', () => {
    const byPage = Object.fromEntries(allDocsContent.map((c) => [c.page, anchorsOf(c)]));
    expect(byPage.api).toContain('intégration');
    expect(byPage.widget).toContain('intégrationWidget');
    expect(byPage.flutter).toContain('sdk');
  });

  it('gives every heading of a page its own anchor', () => {
    for (const content of allDocsContent) {
      const ids = anchorsOf(content);
      expect(new Set(ids).size, content.page).toBe(ids.length);
    }
  });

  const servedFiles = ['/openapi.json', '/yonnee-api.postman_collection.json'];

  it('links only to pages that exist, and to anchors those pages have', () => {
    const anchors = new Map<string, Set<string>>(
      allDocsContent.map((c) => [docsPath(c.page), new Set(anchorsOf(c))]),
    );
    for (const content of allDocsContent) {
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
        const target = path || docsPath(content.page);
        expect(anchors.has(target), `${content.page}: ${href}`).toBe(true);
        if (hash !== undefined) {
          expect(anchors.get(target)!.has(hash), `${content.page}: ${href}`).toBe(true);
        }
      }
    }
  });

  it('chains the pages for the previous and next links', () => {
    expect(docsNeighbours('presentation')).toEqual({ previous: undefined, next: 'introduction' });
    expect(docsNeighbours('saas')).toEqual({ previous: 'widget', next: 'flutter' });
    expect(docsNeighbours('changelog')).toEqual({ previous: 'compatibilite', next: undefined });
  });

  it('dates the changelog as the spec does', () => {
    const changelog = allDocsContent.find((c) => c.page === 'changelog')!;
    expect(changelog.sections.map((s) => s.title)).toEqual([
      'Avril 2025',
      'Février 2025',
      'Janvier 2025',
      'Décembre 2024',
    ]);
  });
});
