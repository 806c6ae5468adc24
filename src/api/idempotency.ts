/**
 * Idempotency keys: one per user action, the same on every retry of it, so a payment
 * sent twice (a retry after a lost answer, a double click) moves money once.
 */

/** A random UUID v4; `crypto.randomUUID` is missing outside secure contexts, `getRandomValues` is not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const keys = new WeakMap<object, string>();

/**
 * The key of one user action, identified by its variables object: react-query hands the
 * same object to every retry and keeps it as `mutation.variables`, so `mutate(variables)`
 * retries with the same key while a new submission (a new object) gets a new one.
 */
export function idempotencyKeyFor(action: object): string {
  let key = keys.get(action);
  if (!key) {
    key = newIdempotencyKey();
    keys.set(action, key);
  }
  return key;
}
