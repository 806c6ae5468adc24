// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inter } from '../../tokens/webFont';
import { INTER_CACHED_STORAGE_KEY } from './browserStorage';
import { cacheInterForNextPages } from './cacheInter';

describe('cacheInterForNextPages', () => {
  let arrive: () => void;
  let fail: () => void;
  const loads: string[] = [];
  const add = vi.fn();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

  beforeEach(() => {
    loads.length = 0;
    add.mockClear();
    localStorage.clear();
    delete document.documentElement.dataset.font;
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(
          readonly family: string,
          readonly source: string,
        ) {}
        load() {
          loads.push(this.source);
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
  });

  it('loads the file and notes it for the next pages, never adding the face to this one', async () => {
    cacheInterForNextPages();
    expect(loads).toEqual([`url(${inter.url}) format('woff2')`]);
    expect(localStorage.getItem(INTER_CACHED_STORAGE_KEY)).toBeNull();
    arrive();
    await vi.waitFor(() => expect(localStorage.getItem(INTER_CACHED_STORAGE_KEY)).toBe('1'));
    expect(add).not.toHaveBeenCalled();
  });

  it('notes nothing when the file fails to load: the next pages keep the fallback too', async () => {
    cacheInterForNextPages();
    fail();
    await settled();
    expect(localStorage.getItem(INTER_CACHED_STORAGE_KEY)).toBeNull();
    expect(add).not.toHaveBeenCalled();
  });

  it('does nothing on a page that already names Inter from the cache', () => {
    document.documentElement.dataset.font = 'inter';
    cacheInterForNextPages();
    expect(loads).toEqual([]);
  });

  it('leaves the page as it is when storage is refused', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    cacheInterForNextPages();
    arrive();
    await settled();
    expect(localStorage.getItem(INTER_CACHED_STORAGE_KEY)).toBeNull();
    vi.restoreAllMocks();
  });
});
