import { describe, expect, it } from 'vitest';
import { allDocsContentOf } from '../../docsBuild/allContent';
import { docsLocales } from '../../paths/paths';
import {
  articleOf,
  asArticle,
  hasCode,
  hasEndpoint,
  hasSampleTabs,
  outlineOf,
  type BlockRun,
} from './article';
import type { DocPageContent } from './types';

const page: DocPageContent = {
  page: 'mass',
  lead: 'Le chapeau.',
  sections: [
    {
      id: 'a',
      title: 'A',
      blocks: [
        { kind: 'paragraph', text: 'Un.' },
        { kind: 'list', items: ['Deux.'] },
        { kind: 'code', sample: { code: 'curl', language: 'bash' } },
        { kind: 'paragraph', text: 'Trois.' },
      ],
      subsections: [{ id: 'b', title: 'B', blocks: [{ kind: 'endpoint', id: 'getBalance' }] }],
    },
  ],
};

/** A run's shape: a control's kind, or how many blocks a static run holds, or kept. */
const shapeOf = (runs: BlockRun[]) =>
  runs.map((run) => (Array.isArray(run) ? run.length : run.kind));

describe('a docs page as its article renders it', () => {
  it('gathers each run of blocks with no control, between the controls', () => {
    const article = articleOf(page);
    expect(article.lead).toBe('Le chapeau.');
    expect(shapeOf(article.sections[0]!.runs)).toEqual([2, 'code', 1]);
    expect(shapeOf(article.sections[0]!.subsections![0]!.runs)).toEqual(['endpoint']);
  });

  it('keeps, in its outline, the headings and the controls, and neither the lead nor the text', () => {
    const outline = outlineOf(page);
    expect(outline.lead).toEqual({ kind: 'kept' });
    expect(outline.sections[0]).toMatchObject({ id: 'a', title: 'A' });
    expect(shapeOf(outline.sections[0]!.runs)).toEqual(['kept', 'code', 'kept']);
    expect(JSON.stringify(outline)).not.toMatch(/Un\.|Deux\.|Trois\.|chapeau/);
  });

  it('gives every page an outline with the same runs as its article, so hydration finds the same tree', () => {
    for (const locale of docsLocales)
      for (const content of allDocsContentOf[locale]) {
        const article = articleOf(content);
        const outline = outlineOf(content);
        const shapes = (runs: BlockRun[]) =>
          runs.map((run) => (Array.isArray(run) ? 'kept' : run.kind));
        const sectionsOf = (of: typeof article) =>
          of.sections.map((section) => ({
            id: section.id,
            runs: shapes(section.runs),
            subsections: section.subsections?.map((sub) => [sub.id, shapes(sub.runs)]),
          }));
        expect(sectionsOf(outline), `${locale} ${content.page}`).toEqual(sectionsOf(article));
      }
  });

  it('says whether a page shows code to copy', () => {
    expect(hasCode(outlineOf(page))).toBe(true);
    const textOnly = {
      ...page,
      sections: [{ id: 'a', title: 'A', blocks: [page.sections[0]!.blocks[0]!] }],
    };
    expect(hasCode(articleOf(textOnly))).toBe(false);
  });

  it('says whether a page shows sample tabs and embeds calls of the API reference, each loaded only then', () => {
    const outline = outlineOf(page);
    expect(hasEndpoint(outline)).toBe(true);
    expect(hasSampleTabs(outline)).toBe(false);
    const tabsOnly: DocPageContent = {
      ...page,
      sections: [
        {
          id: 'a',
          title: 'A',
          blocks: [
            {
              kind: 'languageSamples',
              label: 'Vérifier',
              samples: { curl: 'curl', javascript: 'js', php: 'php', python: 'py' },
            },
          ],
        },
      ],
    };
    expect(hasSampleTabs(outlineOf(tabsOnly))).toBe(true);
    // The tabs bring their code blocks: the code's renderer is for the other blocks with code.
    expect(hasCode(outlineOf(tabsOnly))).toBe(false);
    expect(hasEndpoint(outlineOf(tabsOnly))).toBe(false);
  });

  it('takes an article or an outline as it is, and a page’s content as its article', () => {
    const outline = outlineOf(page);
    expect(asArticle(outline)).toBe(outline);
    expect(asArticle(page)).toEqual(articleOf(page));
  });
});
