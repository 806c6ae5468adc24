import { Box, Skeleton, Text, VisuallyHidden } from '@yonnee/kit';

/**
 * What stands in for a screen or its data until they arrive: the kit's skeleton lines, and one
 * status message for assistive tech. A failed query's error is shown by section 8's handling (a
 * toast, and a new page for 401 and 500); here it only stops the shimmer.
 */
export function Loading({ query }: { query?: { isError: boolean } }) {
  if (query?.isError) {
    return (
      <Text tone="muted" role="status">
        Ces données n’ont pas pu être chargées.
      </Text>
    );
  }
  return (
    <Box role="status" aria-busy="true" display="flex" flexDirection="column" gap={3}>
      <VisuallyHidden>Chargement…</VisuallyHidden>
      <Skeleton width="threeQuarters" />
      <Skeleton />
      <Skeleton width="half" />
    </Box>
  );
}
