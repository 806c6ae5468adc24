// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTER_DEADLINE_MS, inter, loadInter } from './webFont';

describe('loadInter', () => {
  let arrive: () => void;
  let fail: () => void;
  let timing: Partial<PerformanceResourceTiming> | undefined;
  const add = vi.fn();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
  const fromNetwork = (took: number) => ({ duration: took, transferSize: 48_000 });

  beforeEach(() => {
    timing = undefined;
    add.mockClear();
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name, type) =>
      timing && name.endsWith(inter.url) && type === 'resource'
        ? [timing as PerformanceResourceTiming]
        : [],
    );
    vi.stubGlobal(
      'FontFace',
      class {
        family: string;
        constructor(family: string) {
          this.family = family;
        }
        load() {
          return new Promise<void>((resolve, reject) => {
            arrive = resolve;
            fail = reject;
          });
        }
      },
    );
    Object.defineProperty(document, 'fonts', { configurable: true, value: { add } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds the face to the document once it has arrived in time, not while it loads', async () => {
    loadInter();
    expect(add).not.toHaveBeenCalled();
    timing = fromNetwork(INTER_DEADLINE_MS);
    arrive();
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]?.[0].family).toBe(inter.family);
  });

  it('never adds a face the network gave after the deadline: the fallback stays', async () => {
    loadInter();
    timing = fromNetwork(INTER_DEADLINE_MS + 1);
    arrive();
    await settled();
    expect(add).not.toHaveBeenCalled();
  });

  it('always adds a face from the cache, however busy the page was when it heard', async () => {
    loadInter();
    timing = { duration: 400, transferSize: 0 };
    arrive();
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    loadInter();
    timing = undefined;
    arrive();
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(2));
  });

  it('keeps the fallback when the file fails to load', async () => {
    loadInter();
    fail();
    await settled();
    expect(add).not.toHaveBeenCalled();
  });
});
