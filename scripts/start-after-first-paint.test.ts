// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_MS,
  startAfterFirstPaint,
  withScriptsAfterFirstPaint,
} from './start-after-first-paint.mjs';

const built = `<head>
    <script>theme()</script>
    <script type="module" crossorigin src="/assets/main-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/kit-c3.js">
    <style>body{margin:0}</style>
  </head>`;

describe('withScriptsAfterFirstPaint', () => {
  it('replaces the entry script and its preloads with one inline starter', () => {
    const html = withScriptsAfterFirstPaint(built);
    expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(html).toContain('<script>theme()</script>');
    expect(html).toContain(
      '<script data-entry="/assets/main-a1.js" data-preloads="/assets/react-b2.js /assets/kit-c3.js">',
    );
    expect(html).toContain(`)(document.currentScript,${FALLBACK_MS})</script>`);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("adds the page's own chunks after the entry's, once each and never the entry itself", () => {
    const html = withScriptsAfterFirstPaint(built, [
      '/assets/FaqPage-e5.js',
      '/assets/kit-c3.js',
      '/assets/main-a1.js',
      '/assets/SiteHeader-f6.js',
    ]);
    expect(html).toContain(
      'data-preloads="/assets/react-b2.js /assets/kit-c3.js /assets/FaqPage-e5.js /assets/SiteHeader-f6.js"',
    );
  });

  it('gives the starter the same text whatever the files it names, so its CSP hash holds', () => {
    const starterOf = (html: string) => /<script data-entry[^>]*>([^<]*)</.exec(html)?.[1];
    const other = built.replaceAll('-a1.js', '-z9.js').replace('kit-c3', 'kit-d4');
    expect(starterOf(withScriptsAfterFirstPaint(other))).toBe(
      starterOf(withScriptsAfterFirstPaint(built)),
    );
  });

  it('leaves a page without module scripts alone', () => {
    expect(withScriptsAfterFirstPaint('<head><title>x</title></head>')).toBe(
      '<head><title>x</title></head>',
    );
  });
});

describe('startAfterFirstPaint, in the page', () => {
  let reportPaint: (names: string[]) => void;

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
          reportPaint = (names) =>
            callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
        }
        observe() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () => {
    const script = document.createElement('script');
    script.dataset.entry = '/assets/main.js';
    script.dataset.preloads = '/assets/react.js /assets/page.js';
    startAfterFirstPaint(script, 2000);
  };
  const added = () =>
    [...document.head.children].map(
      (el) =>
        `${el.tagName.toLowerCase()} ${el.getAttribute('rel') ?? el.getAttribute('type')} ${el.getAttribute('href') ?? el.getAttribute('src')}`,
    );

  const all = [
    'script module /assets/main.js',
    'link modulepreload /assets/react.js',
    'link modulepreload /assets/page.js',
  ];

  it('adds the entry script and the preloads once the first contentful paint is reported', async () => {
    start();
    expect(added()).toEqual([]);
    reportPaint(['first-paint']);
    await vi.advanceTimersByTimeAsync(100);
    expect(added()).toEqual([]);
    reportPaint(['first-contentful-paint']);
    await vi.waitFor(() => expect(added()).toEqual(all));
    expect(document.querySelector('script')?.hasAttribute('crossorigin')).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(added()).toHaveLength(3);
  });

  it('adds one element per task, the entry first, so no task starts every request', async () => {
    // A mutation observer is told once per task (at its end): each call lists one task's additions.
    const perTask: number[] = [];
    new MutationObserver((records) => perTask.push(records.length)).observe(document.head, {
      childList: true,
    });
    start();
    reportPaint(['first-contentful-paint']);
    await vi.waitFor(() => expect(added()).toEqual(all));
    expect(perTask).toEqual([1, 1, 1]);
  });

  it('starts anyway when no paint is ever reported', async () => {
    start();
    vi.advanceTimersByTime(1999);
    await vi.waitFor(() => expect(added()).toEqual([]));
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(added()).toHaveLength(3));
  });

  it('starts at once in a background tab, which paints nothing until shown', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    start();
    await vi.waitFor(() => expect(added()).toHaveLength(3));
  });
});
