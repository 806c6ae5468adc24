import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsOutlineModule } from '../content/docs/moduleNames';
import { docsLocales, docsPages, docsPath, paths } from '../paths/paths';
import { routes } from './routes';

describe('route table', () => {
  it('registers every path of the spec, including every documentation page', () => {
    const registered = routes.map((r) => r.path);
    const expected = Object.values(paths).filter((p) => p !== paths.docsRoot);
    const docs = docsLocales.flatMap((locale) => docsPages.map((page) => docsPath(page, locale)));
    expect(registered).toEqual(expect.arrayContaining([...expected, ...docs]));
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('gives every page its own title, except the sign-in alias', () => {
    const byTitle = new Map<string, string[]>();
    for (const route of routes)
      byTitle.set(route.title, [...(byTitle.get(route.title) ?? []), route.path]);
    const shared = [...byTitle.values()].filter((group) => group.length > 1);
    expect(shared).toEqual([[paths.signIn, paths.signIn2]]);
  });

  it('puts only /documentation and /en/documentation pages in the docs layout', () => {
    for (const route of routes)
      expect(route.layout === 'docs', route.path).toBe(
        /^(\/en)?\/documentation\//.test(route.path),
      );
  });

  it('names, for each route, chunks the build manifest has: files of the source tree', () => {
    // The manifest names a module by its path from the project root; a renamed file would
    // silently lose its preload and its budget, so the prerender throws on it (chunk-files.mjs).
    for (const route of routes)
      for (const module of route.route.modules)
        expect(existsSync(module.replace(/\?outline$/, '')), module).toBe(true);
  });

  it('asks for a docs page’s outline with the page: what its prerendered HTML hydrates from', () => {
    const api = routes.find((route) => route.path === docsPath('api'))!;
    expect(api.route.modules).toEqual([
      'src/pages/DocsPage/index.ts',
      'src/content/docs/api.ts?outline',
    ]);
    const apiEn = routes.find((route) => route.path === docsPath('api', 'en'))!;
    expect(apiEn.route.modules).toEqual([
      'src/pages/DocsPage/index.ts',
      'src/content/docs/en/api.ts?outline',
    ]);
    for (const locale of docsLocales)
      for (const page of docsPages)
        expect(
          routes.find((route) => route.path === docsPath(page, locale))!.route.modules,
        ).toContain(docsOutlineModule(page, locale));
  });
});
