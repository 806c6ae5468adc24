import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyRoute';

const Page = ({ name }: { name: string }) => <p>Bonjour {name}</p>;

describe('lazyWithPreload', () => {
  it('loads the code once, however often it is preloaded', async () => {
    const load = vi.fn(async () => Page);
    const route = lazyWithPreload(load);
    await Promise.all([route.preload(), route.preload()]);
    await route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next attempt fetches again', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Page);
    const route = lazyWithPreload(load);
    await expect(route.preload()).rejects.toThrow('offline');
    await expect(route.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders without suspending once loaded: no fallback in the HTML', async () => {
    const page = (route: ReturnType<typeof lazyWithPreload<{ name: string }>>) =>
      renderToString(
        <Suspense fallback={<p>Chargement…</p>}>
          <route.Component name="Awa" />
        </Suspense>,
      );
    expect(page(lazyWithPreload(async () => Page))).toContain('Chargement…');
    const loaded = lazyWithPreload(async () => Page);
    await loaded.preload();
    const html = page(loaded);
    expect(html).toContain('Bonjour <!-- -->Awa');
    expect(html).not.toContain('Chargement');
  });
});
