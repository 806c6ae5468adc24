import { describe, expect, it } from 'vitest';
import { allDocsContentOf } from '../../docsBuild/allContent';
import { docsPages } from '../../paths/paths';
import { endpointDocs } from './apiReference';
import { endpointDocs as endpointDocsEn } from './en/apiReference';
import { tocEntries } from './index';
import { docsChrome } from './labels';
import { docsChromeEn } from './en/labels';
import type { DocBlock, DocPageContent } from './types';

const docsChromeOf = { fr: docsChrome, en: docsChromeEn };

const [french, english] = [allDocsContentOf.fr, allDocsContentOf.en];

/** A comment's words, from `# ` or `// ` to the end of its line (not `#anchor`, not `https://`). */
const commentPattern = /(^|\s)(#|\/\/) .*$/gm;
/** A Python docstring, the comment of a function. */
const docstringPattern = /"""[\s\S]*?"""/g;
const withoutComments = (code: string) =>
  code.replace(commentPattern, '$1$2 …').replace(docstringPattern, '"""…"""');
/** Comments that are a command or a value, not words: the same in every language. */
const wordless = new Set(['// npm install standardwebhooks', '// whsec_…']);
const commentsOf = (code: string) =>
  [...code.matchAll(commentPattern), ...code.matchAll(docstringPattern)].map((m) => m[0].trim());

/** The code samples of a block: a page's code is the same in both languages but for comments. */
function samplesOf(block: DocBlock): string[] {
  switch (block.kind) {
    case 'code':
      return [block.sample.code];
    case 'steps':
      return block.items.flatMap((item) => (item.sample ? [item.sample.code] : []));
    case 'languageSamples':
      return Object.values(block.samples);
    default:
      return [];
  }
}

/** Everything a page shows that is code, not prose: it must be the same in both languages. */
function codeOf(block: DocBlock): unknown[] {
  switch (block.kind) {
    case 'code':
      return [block.sample.language, withoutComments(block.sample.code)];
    case 'steps':
      return block.items.flatMap((item) =>
        item.sample ? [item.sample.language, withoutComments(item.sample.code)] : [],
      );
    case 'languageSamples':
      return Object.entries(block.samples).map(([language, code]) => [
        language,
        withoutComments(code),
      ]);
    case 'endpointUrl':
      return [block.method, block.url];
    case 'endpoint':
      return [block.id];
    case 'widget':
      return [block];
    default:
      return [];
  }
}

const blocksOf = (content: DocPageContent) =>
  content.sections.flatMap((section) => [
    ...section.blocks,
    ...(section.subsections ?? []).flatMap((sub) => sub.blocks),
  ]);

describe('the documentation in French and in English', () => {
  it('has the same pages, in the same order', () => {
    expect(french.map((c) => c.page)).toEqual([...docsPages]);
    expect(english.map((c) => c.page)).toEqual([...docsPages]);
  });

  it.each(docsPages)(
    'gives %s the same headings’ ids, so a language switch keeps the anchor',
    (page) => {
      const ids = (content: DocPageContent[]) =>
        tocEntries(content.find((c) => c.page === page)!).map((entry) => [entry.id, entry.level]);
      expect(ids(english)).toEqual(ids(french));
    },
  );

  it.each(docsPages)('gives %s the same blocks, with code identical but for comments', (page) => {
    const [fr, en] = [french, english].map((pages) =>
      blocksOf(pages.find((c) => c.page === page)!),
    );
    expect(en!.map((block) => block.kind)).toEqual(fr!.map((block) => block.kind));
    expect(en!.flatMap(codeOf)).toEqual(fr!.flatMap(codeOf));
  });

  it.each(docsPages)('gives %s’s code English comments in English', (page) => {
    const [fr, en] = [french, english].map((pages) =>
      blocksOf(pages.find((c) => c.page === page)!)
        .flatMap(samplesOf)
        .flatMap(commentsOf),
    );
    expect(en!.filter((comment) => fr!.includes(comment) && !wordless.has(comment))).toEqual([]);
  });

  it('translates every page: no heading left in French', () => {
    for (const page of docsPages) {
      const titles = (pages: DocPageContent[]) =>
        tocEntries(pages.find((c) => c.page === page)!).map((entry) => entry.title);
      const [fr, en] = [titles(french), titles(english)];
      // Words that are the same in both languages (Introduction, Widget, Plugins…) aside.
      const same = en.filter((title, i) => title === fr[i]);
      expect(same.length, `${page}: ${same.join(', ')}`).toBeLessThanOrEqual(
        Math.floor(en.length / 2),
      );
    }
    expect(Object.values(docsChromeOf.en.pageTitles)).not.toEqual(
      Object.values(docsChromeOf.fr.pageTitles),
    );
  });

  it('keeps the API reference’s anchors and translates its titles', () => {
    for (const [id, doc] of Object.entries(endpointDocs)) {
      const en = endpointDocsEn[id as keyof typeof endpointDocs];
      expect(en.anchor, id).toBe(doc.anchor);
      expect(en.title, id).not.toBe(doc.title);
    }
  });
});
