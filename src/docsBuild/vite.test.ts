import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './searchIndex';
import { allDocsContent } from './allContent';

describe('the docs data plugin', () => {
  it('serves the search index made from the content as a module', async () => {
    const { default: records } = await import('virtual:yonnee-docs-search');
    expect(records).toEqual(buildSearchIndex(allDocsContent));
    // It evaluates every docs page in a Vite runner: seconds on a busy machine.
  }, 30_000);
});
