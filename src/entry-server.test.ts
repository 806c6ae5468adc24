import { describe, expect, it } from 'vitest';
import { siteChromeModules } from './app/AppShell';
import { htmlEntries } from './app/vite';
import { routes } from './entry-server';
import { docsPath, paths } from './paths/paths';

// The one source of which chunks a request for each path needs (scripts/route-chunks.mjs).
describe('routes as the server answers them', () => {
  const route = (path: string) => routes.find((entry) => entry.path === path)!;

  it('a payment link gets the payment app, whose page is in its entry', () => {
    expect(route(paths.paymentPage)).toMatchObject({ entry: htmlEntries.payment, modules: [] });
  });

  it('a site page gets its page and the site chrome; a docs page its page and its text', () => {
    expect(route(paths.faq)).toMatchObject({
      entry: htmlEntries.main,
      modules: ['src/pages/FaqPage/index.ts', ...siteChromeModules],
    });
    expect(route(docsPath('mass'))).toMatchObject({
      entry: htmlEntries.main,
      modules: ['src/pages/DocsPage/index.ts', 'src/content/docs/mass.ts'],
    });
  });
});
