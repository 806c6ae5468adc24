/** A page number to show, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The pages a pagination shows: the first, the last, the current one and its neighbours, with a
 * gap for each run left out (a gap of one page shows the page instead: it takes as much room).
 */
export function pageItems(current: number, count: number): PageItem[] {
  const kept = new Set([1, count, current - 1, current, current + 1]);
  const pages = [...kept].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
