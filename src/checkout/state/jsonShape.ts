// Checks JSON the page reads at its start (the link the server embedded, the state a reload
// resumes from session storage) without zod: zod comes with the API's answers, a chunk the first
// screen does not wait for. Each reader follows the zod/mini schema it replaces, as
// jsonShape.test.ts proves on garbled and forged input: it returns a copy holding the keys it
// knows (absent optional ones left out, absent defaulted ones given their default), or throws.

/** A value read into the shape it must have; throws `ShapeRefused` otherwise. */
export type Reader<T> = (value: unknown) => T;

class ShapeRefused extends Error {}

const refuse = (): never => {
  throw new ShapeRefused('a value of another shape');
};

export const string: Reader<string> = (value) => (typeof value === 'string' ? value : refuse());

export const number: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : refuse();

export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : refuse());

/** One of these strings or numbers (zod's `literal` and `enum`). */
export const oneOf =
  <const T extends readonly (string | number)[]>(...values: T): Reader<T[number]> =>
  (value) =>
    values.includes(value as T[number]) ? (value as T[number]) : refuse();

export const arrayOf =
  <T>(item: Reader<T>): Reader<T[]> =>
  (value) =>
    Array.isArray(value) ? value.map((element) => item(element)) : refuse();

/** Absent (undefined) or read by `read`. */
export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value) =>
    value === undefined ? undefined : read(value);

/** Absent, null, or read by `read` (zod's `nullish`). */
export const nullish =
  <T>(read: Reader<T>): Reader<T | null | undefined> =>
  (value) =>
    value === undefined || value === null ? value : read(value);

/** `fallback` when absent. */
export const withDefault =
  <T>(read: Reader<T>, fallback: T): Reader<T> =>
  (value) =>
    value === undefined ? fallback : read(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object whose every value is read by `read`, whatever its keys (zod's `record`). */
export const recordOf =
  <T>(read: Reader<T>): Reader<Record<string, T>> =>
  (value) =>
    isPlainObject(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, read(item)]))
      : refuse();

type Shape = Record<string, Reader<unknown>>;
type Read<S extends Shape, K extends keyof S> = ReturnType<S[K]>;
type ShapeOf<S extends Shape> = {
  [K in keyof S as undefined extends Read<S, K> ? never : K]: Read<S, K>;
} & {
  [K in keyof S as undefined extends Read<S, K> ? K : never]?: Read<S, K>;
};

/** An object (not an array, not null) with these keys; the others are left out. */
export const object =
  <S extends Shape>(shape: S): Reader<{ [K in keyof ShapeOf<S>]: ShapeOf<S>[K] }> =>
  (value) => {
    if (!isPlainObject(value)) return refuse();
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const read = shape[key]!(Object.hasOwn(value, key) ? value[key] : undefined);
      if (read !== undefined) copy[key] = read;
    }
    return copy as { [K in keyof ShapeOf<S>]: ShapeOf<S>[K] };
  };

/** The first of these shapes the value has (zod's `union`). */
export const firstOf =
  <T>(...readers: Reader<T>[]): Reader<T> =>
  (value) => {
    for (const read of readers) {
      try {
        return read(value);
      } catch (error) {
        if (!(error instanceof ShapeRefused)) throw error;
      }
    }
    return refuse();
  };

/**
 * Read by `read`, or left out when absent or of another shape (zod's `catch(optional(…),
 * undefined)`): for what the page can do without, so that a wrong one costs it nothing else.
 */
export const ignoredIfMisshapen = <T>(read: Reader<T>) =>
  firstOf<T | undefined>(read, () => undefined);

/** The JSON text read by `read`, or undefined when it is not JSON or not of that shape. */
export function readJson<T>(read: Reader<T>, text: string): T | undefined {
  try {
    return read(JSON.parse(text));
  } catch {
    return undefined;
  }
}
