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

const startsWord = (folded: string, at: number) =>
  at === 0 || /[^\p{L}\p{N}]/u.test(folded[at - 1]!);

function termScore(haystack: string, term: string, weight: number) {
  const at = haystack.indexOf(term);
  if (at < 0) return 0;
  return weight * (startsWord(haystack, at) ? 2 : 1);
}

const SNIPPET_LENGTH = 140;
const SNIPPET_LEAD = 40;

/** A passage of `text` around the first term found, with every term occurrence marked. */
export function snippet(text: string, terms: string[]): Segment[] {
  const { folded, map } = foldWithMap(text);
  const first = Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0));
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
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
      for (let k = at; k < at + term.length; k++) marked[map[k]!] = true;
    }
  }

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
 * Records where every word of the query appears (in the heading, the page title or the
 * text), best first: a word in a heading counts most, a word starting a word counts double.
 */
export function searchDocs(records: SearchRecord[], query: string, limit = 12): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const scored: SearchResult[] = [];
  records.forEach((record) => {
    const heading = fold(record.heading ?? '');
    const title = fold(record.pageTitle);
    const body = fold(record.text);
    let score = 0;
    for (const term of terms) {
      const best = Math.max(
        termScore(heading, term, 6),
        termScore(title, term, record.heading ? 2 : 5),
        termScore(body, term, 1),
      );
      if (best === 0) return;
      score += best;
    }
    scored.push({ record, score, snippet: snippet(record.text, terms) });
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
