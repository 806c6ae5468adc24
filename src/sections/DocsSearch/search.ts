import { searchSynonyms } from '../../content/docs/searchSynonyms';
import type { DocsPage } from '../../paths/paths';

/** One searchable piece of the documentation: a page's lead, or one section or subsection. */
export interface SearchRecord {
  page: DocsPage;
  pageTitle: string;
  /** Anchor of the heading; absent for the page's own record. */
  anchor?: string;
  /** Heading text; absent for the page's own record. */
  heading?: string;
  /** The words under the heading, without markup. */
  text: string;
}

export interface Segment {
  text: string;
  /** Part of a searched word, shown highlighted. */
  match: boolean;
}

export interface SearchResult {
  record: SearchRecord;
  score: number;
  /** A short passage of the text around the first match. */
  snippet: Segment[];
}

// Ligatures and typographic apostrophes, which NFD leaves alone.
const extraFolds: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', '’': "'", ʼ: "'" };

/** Lower case without accents: "Intégration" and "integration" read the same. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œŒæÆ’ʼ]/g, (c) => extraFolds[c] ?? c)
    .toLowerCase();

/** The folded text with, for each of its characters, where it came from in the original. */
function foldWithMap(text: string) {
  let folded = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const part = fold(text[i]!);
    folded += part;
    for (let k = 0; k < part.length; k++) map.push(i);
  }
  return { folded, map };
}

/** The words of a query, folded. */
export const queryTerms = (query: string) =>
  fold(query)
    .split(/[\s,;:.!?()«»"]+/)
    .filter(Boolean);

/** A word and its plural name the same thing here: "webhooks" finds what "webhook" finds. */
const singular = (term: string) => term.replace(/(?<=..)[sx]$/, '');

/** The synonyms of each word, both ways, by the folded word. */
const synonymsOf = new Map(
  searchSynonyms.flatMap((group) => group.map((word) => [word, group] as const)),
);

/** The other words of a query word's synonym group ("webhook" → "ipn"…), or none. */
export function synonymsOfTerm(term: string): string[] {
  const group = synonymsOf.get(term) ?? synonymsOf.get(singular(term));
  return group?.filter((word) => word !== term) ?? [];
}

const startsWord = (folded: string, at: number) =>
  at === 0 || /[^\p{L}\p{N}]/u.test(folded[at - 1]!);

/** Where `term` is in `folded`: anywhere, or only where a word starts with it. */
function* occurrences(folded: string, term: string, atWordStart: boolean) {
  for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1))
    if (!atWordStart || startsWord(folded, at)) yield at;
}

function termScore(haystack: string, term: string, weight: number) {
  const at = haystack.indexOf(term);
  if (at < 0) return 0;
  return weight * (startsWord(haystack, at) ? 2 : 1);
}

/**
 * A synonym counts only where a word starts with it ("cle", for "key", must not find
 * "cycle"), and there as much as the query's own word.
 */
const synonymScore = (haystack: string, synonym: string, weight: number) =>
  occurrences(haystack, synonym, true).next().done ? 0 : weight * 2;

const SNIPPET_LENGTH = 140;
const SNIPPET_LEAD = 40;

/**
 * A passage of `text` around the first term found, with every term occurrence marked;
 * `synonyms` only where a word starts with them, as the search counts them.
 */
export function snippet(text: string, terms: string[], synonyms: string[] = []): Segment[] {
  const { folded, map } = foldWithMap(text);
  const found = [
    ...terms.map((term) => ({ term, at: [...occurrences(folded, term, false)] })),
    ...synonyms.map((term) => ({ term, at: [...occurrences(folded, term, true)] })),
  ];
  const first = Math.min(...found.flatMap(({ at }) => at.slice(0, 1)));
  let start = 0;
  if (Number.isFinite(first) && map[first]! > SNIPPET_LEAD) {
    start = text.lastIndexOf(' ', map[first]! - SNIPPET_LEAD) + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }

  const marked = new Array<boolean>(text.length).fill(false);
  for (const { term, at } of found)
    for (const from of at) for (let k = from; k < from + term.length; k++) marked[map[k]!] = true;

  const segments: Segment[] = [];
  if (start > 0) segments.push({ text: '…', match: false });
  for (let i = start; i < end; i++) {
    const last = segments[segments.length - 1];
    if (last && last.match === marked[i] && last.text !== '…') last.text += text[i];
    else segments.push({ text: text[i]!, match: marked[i]! });
  }
  if (end < text.length) segments.push({ text: '…', match: false });
  return segments;
}

/**
 * Records where every word of the query, or one of its synonyms, appears (in the heading, the
 * page title or the text), best first: a word in a heading counts most, a word starting a word
 * counts double.
 */
export function searchDocs(records: SearchRecord[], query: string, limit = 12): SearchResult[] {
  const terms = queryTerms(query).map((term) => ({ term, synonyms: synonymsOfTerm(term) }));
  if (terms.length === 0) return [];
  const scored: SearchResult[] = [];
  records.forEach((record) => {
    const heading = fold(record.heading ?? '');
    const title = fold(record.pageTitle);
    const body = fold(record.text);
    let score = 0;
    const titleWeight = record.heading ? 2 : 5;
    for (const { term, synonyms } of terms) {
      const best = Math.max(
        termScore(heading, term, 6),
        termScore(title, term, titleWeight),
        termScore(body, term, 1),
        ...synonyms.flatMap((synonym) => [
          synonymScore(heading, synonym, 6),
          synonymScore(title, synonym, titleWeight),
          synonymScore(body, synonym, 1),
        ]),
      );
      if (best === 0) return;
      score += best;
    }
    scored.push({
      record,
      score,
      snippet: snippet(
        record.text,
        terms.map(({ term }) => term),
        terms.flatMap(({ synonyms }) => synonyms),
      ),
    });
  });
  // A stable sort keeps the reading order between results of equal score.
  return scored.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Results grouped by page, pages in the order of their best result. */
export function groupByPage(results: SearchResult[]) {
  const groups = new Map<
    DocsPage,
    { page: DocsPage; pageTitle: string; results: SearchResult[] }
  >();
  for (const result of results) {
    const { page, pageTitle } = result.record;
    const group = groups.get(page) ?? { page, pageTitle, results: [] };
    group.results.push(result);
    groups.set(page, group);
  }
  return [...groups.values()];
}
