/** Code a page fetches only when the visitor heads for it, once. */
export interface LazyChunk<T> {
  /** What the chunk gives, once it is here, else undefined. */
  loaded: () => T | undefined;
  /** Fetches the chunk, once; every call gets the same promise, until one fails (then again). */
  load: () => Promise<T>;
}

export function lazyChunk<T>(fetch: () => Promise<T>): LazyChunk<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load: () =>
      (loading ??= fetch().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}
