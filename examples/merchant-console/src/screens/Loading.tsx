import { Text } from '@yonnee/kit';

/**
 * What a screen shows until its query answers. The kit's Skeleton will replace the text; an
 * error is shown by section 8's handling (a toast, and a new page for 401 and 500).
 */
export function Loading({ query }: { query: { isError: boolean } }) {
  return (
    <Text tone="muted" role="status">
      {query.isError ? 'Ces données n’ont pas pu être chargées.' : 'Chargement…'}
    </Text>
  );
}
