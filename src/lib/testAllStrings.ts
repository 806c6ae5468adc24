// For the words' tests: what a page can show, to look for forbidden characters or language.

/** Sample arguments for the words' functions: each function takes the ones it can. */
const samples = [
  ['Orange Money', 'Free Money'],
  ['SN', '221', ['70', '76']],
  ['221', 9, ['70', '76']],
  ['SN', ['70', '76']],
  ['CI'],
  [4],
  [3],
  [1, 3],
];

/** Every string the words can produce, functions called with the sample arguments. */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    return samples.flatMap((args) => {
      try {
        return allStrings((value as (...args: unknown[]) => unknown)(...args));
      } catch {
        return [];
      }
    });
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}
