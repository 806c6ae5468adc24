import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPreloadErrorHandler } from './staleDeploy';

// Spec 8: "Failed code-chunk preload: a preload-error event is raised and the failure is
// rethrown unless prevented." Vite raises `vite:preloadError`; the app prevents it only when the
// tab reloads to fetch a new deploy's chunks, once a minute at most.
describe('a failed chunk preload', () => {
  const reload = vi.fn();
  let stored: Map<string, string>;

  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { reload } }));
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
  });
  afterEach(() => reload.mockReset());

  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it('reloads once and prevents the rethrow; a second failure is rethrown', () => {
    const uninstall = installPreloadErrorHandler();
    expect(preloadError().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preloadError().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('is rethrown when the tab cannot remember a reload', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const uninstall = installPreloadErrorHandler();
    expect(preloadError().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    uninstall();
  });

  it('is left alone once uninstalled', () => {
    installPreloadErrorHandler()();
    expect(preloadError().defaultPrevented).toBe(false);
  });
});
