/** Brings any index back into 0…length-1, so next after the last is the first and previous before the first is the last. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** Initials for a drawn avatar: first letter of the first two words ("Awa Diop" → "AD"). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr'))
    .join('');
}
