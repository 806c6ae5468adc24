import { useState } from 'react';

/** Rows a list screen shows at a time (the API answers up to 100). */
export const PAGE_SIZE = 10;

/**
 * Moving through a list the API pages with a cursor (`starting_after`: the previous page's last
 * id): the cursor of each page reached, so « Précédent » goes back to exactly what was shown.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  const page = cursors.length + 1;
  return {
    page,
    startingAfter: cursors.at(-1),
    /** The kit Pagination's `onPageChange`, given the shown page's last id. */
    goTo: (target: number, lastId: string | undefined) => {
      if (target === page + 1 && lastId) setCursors((all) => [...all, lastId]);
      else if (target < page) setCursors((all) => all.slice(0, target - 1));
    },
  };
}
