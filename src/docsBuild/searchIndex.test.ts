import { describe, expect, it } from 'vitest';
import { docsPages } from '../paths/paths';
import { searchDocs } from '../sections/DocsSearch/search';
import { endpointDocs as endpointDocsEn } from '../content/docs/en/apiReference';
import { docsChromeEn } from '../content/docs/en/labels';
import { allDocsContent, allDocsContentEn } from './allContent';
import { buildSearchIndex } from './searchIndex';

const index = buildSearchIndex(allDocsContent);

describe('the documentation search index', () => {
  it('has a record for every page and every heading, with its anchor', () => {
    expect(new Set(index.map((r) => r.page))).toEqual(new Set(docsPages));
    const api = index.filter((r) => r.page === 'api');
    expect(api.map((r) => r.anchor)).toContain('intégration');
    expect(api.map((r) => r.anchor)).toContain('effectuer-un-versement');
  });

  it('holds plain words, never markup', () => {
    for (const record of index) {
      expect(record.text).not.toMatch(/\*\*|\]\(|\{\{/);
    }
  });

  it('finds a page from a word of its body, accents or not', () => {
    expect(searchDocs(index, 'pub add yonnee_flutter')[0]?.record.page).toBe('flutter');
    expect(searchDocs(index, 'decembre')[0]?.record.anchor).toBe('decembre-2024');
    expect(searchDocs(index, 'PCI-DSS').map((r) => r.record.page)).toContain('saas');
  });

  it('finds the docs’ own words from the ones other APIs use', () => {
    const pages = (query: string) =>
      new Set(searchDocs(index, query, index.length).map((r) => r.record.page));
    expect(searchDocs(index, 'webhook')[0]?.record.page).toBe('notifications');
    for (const page of ['saas', 'widget', 'prerequis']) expect(pages('webhook')).toContain(page);
    expect(pages('payout')).toContain('versement');
    expect(pages('sandbox')).toContain('prerequis');
  });
});

describe('the English search index', () => {
  const english = buildSearchIndex(allDocsContentEn, {
    titles: docsChromeEn.pageTitles,
    endpointDocs: endpointDocsEn,
  });
  const pages = (query: string) =>
    new Set(searchDocs(english, query, english.length).map((r) => r.record.page));

  it('holds the English pages, with their English titles and the French anchors', () => {
    expect(new Set(english.map((r) => r.page))).toEqual(new Set(docsPages));
    expect(english.find((r) => r.page === 'versement')?.pageTitle).toBe('Payouts');
    expect(english.filter((r) => r.page === 'api').map((r) => r.anchor)).toContain(
      'effectuer-un-versement',
    );
  });

  it('finds what an English-speaking developer types', () => {
    expect(searchDocs(english, 'webhook')[0]?.record.page).toBe('notifications');
    expect(pages('payout')).toContain('versement');
    expect(searchDocs(english, 'payout')[0]?.record.heading ?? '').toMatch(/payout/i);
    expect(pages('sandbox')).toContain('prerequis');
  });
});
