import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './searchIndex';
import { allDocsContent } from './allContent';
import { outlineOf } from '../content/docs/article';
import { api } from '../content/docs/api';
import { versement } from '../content/docs/en/versement';

describe('the docs data plugin', () => {
  it('serves the search index made from the content as a module', async () => {
    const { default: records } = await import('virtual:yonnee-docs-search');
    expect(records).toEqual(buildSearchIndex(allDocsContent));
    // It evaluates every docs page in a Vite runner: seconds on a busy machine.
  }, 30_000);

  it('answers a docs page’s content module asked for with ?outline with that page’s outline', async () => {
    const { default: french } = await import('../content/docs/api.ts?outline');
    expect(french).toEqual(outlineOf(api));
    const { default: english } = await import('../content/docs/en/versement.ts?outline');
    expect(english).toEqual(outlineOf(versement));
  }, 30_000);
});
