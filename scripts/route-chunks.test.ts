import { describe, expect, it } from 'vitest';
import { routeChunks, routeChunksTable } from './route-chunks.mjs';

const manifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_react-dom-2.js'] },
  'src/payment.html': { file: 'assets/payment-5.js', imports: ['_react-dom-2.js'] },
  '_react-dom-2.js': { file: 'assets/react-dom-2.js' },
  'src/pages/FaqPage/index.ts': {
    file: 'assets/FaqPage-3.js',
    imports: ['index.html', '_react-dom-2.js'],
    css: ['assets/site-9.css'],
  },
  'src/sections/SiteHeader/index.ts': { file: 'assets/SiteHeader-4.js', imports: ['index.html'] },
};

describe('routeChunks', () => {
  it('preloads the route’s own chunks and counts its entry’s too', () => {
    const faq = { entry: 'index.html', modules: ['src/pages/FaqPage/index.ts'] };
    expect(routeChunks(manifest, faq)).toEqual({
      ...faq,
      preload: ['/assets/FaqPage-3.js', '/assets/main-1.js', '/assets/react-dom-2.js'],
      files: ['assets/main-1.js', 'assets/react-dom-2.js', 'assets/FaqPage-3.js'],
    });
  });

  it('gives a route of the payment entry that entry’s files, and nothing to preload', () => {
    const table = routeChunksTable(manifest, [
      { path: '/faq', entry: 'index.html', modules: ['src/sections/SiteHeader/index.ts'] },
      { path: '/paiement/:token', entry: 'src/payment.html', modules: [] },
    ]);
    expect(Object.keys(table)).toEqual(['/faq', '/paiement/:token']);
    expect(table['/paiement/:token']).toMatchObject({
      preload: [],
      files: ['assets/payment-5.js', 'assets/react-dom-2.js'],
    });
  });

  it('keeps a page no request path names, marked unrequested', () => {
    const table = routeChunksTable(
      manifest,
      [{ path: '/faq', entry: 'index.html', modules: [] }],
      [
        {
          path: '/documentation/404',
          entry: 'index.html',
          modules: ['src/pages/FaqPage/index.ts'],
        },
      ],
    );
    expect(table['/faq']).not.toHaveProperty('requested');
    expect(table['/documentation/404']).toMatchObject({
      requested: false,
      preload: ['/assets/FaqPage-3.js', '/assets/main-1.js', '/assets/react-dom-2.js'],
    });
  });

  it('throws on a module the manifest lacks, so no route loses a chunk unseen', () => {
    expect(() =>
      routeChunks(manifest, { entry: 'index.html', modules: ['src/pages/Gone/index.ts'] }),
    ).toThrow('src/pages/Gone/index.ts is not in the build manifest');
  });
});
