/**
 * Which heading the reader is in: the last one whose top has passed the reading line,
 * the first one before any has, and the last one once the page cannot scroll further.
 */
export function activeHeading(
  headings: readonly { id: string; top: number }[],
  readingLine: number,
  atBottom: boolean,
): string | undefined {
  if (headings.length === 0) return undefined;
  if (atBottom) return headings[headings.length - 1]!.id;
  let active = headings[0]!.id;
  for (const heading of headings) {
    if (heading.top <= readingLine) active = heading.id;
    else break;
  }
  return active;
}
