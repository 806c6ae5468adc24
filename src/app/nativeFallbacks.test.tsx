// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { faqEntries } from '../content/faq';
import { FaqAccordion } from '../sections/FaqAccordion';
import { loadDesktopNav } from '../sections/DesktopNav';
import { SiteHeader } from '../sections/SiteHeader';
import { hydrateServerHtml } from '../lib/testHydration';

/**
 * The FAQ and the phone menu are native <details> in the server's HTML, replaced by Radix and the
 * drawer once hydrated. The first render in the browser must be the server's HTML exactly (React's
 * development build reports any difference, attributes included, which the production one skips),
 * and what the visitor opened before the scripts ran stays open.
 */

beforeAll(async () => {
  // The prerender waits for the desktop menu bar's chunk; renderToString cannot, so it is here first.
  await loadDesktopNav();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  // Nor media queries: a phone's window, where the desktop menu bar never loads.
  window.matchMedia = (query) =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
    });
});

afterEach(() => document.body.replaceChildren());

/** Server HTML in the document, `beforeScripts` run on it (the visitor), then hydrated. */
async function hydrate(element: ReactElement, beforeScripts: (root: HTMLElement) => void) {
  const { container, sent, problems } = await hydrateServerHtml(
    renderToString(element),
    element,
    beforeScripts,
  );
  return { root: container, nativeHtml: sent, problems };
}

test('the FAQ: native entries first, Radix after hydration, the opened answer kept', async () => {
  const { root, nativeHtml, problems } = await hydrate(
    <FaqAccordion entries={faqEntries} title="Questions" />,
    (page) => {
      (page.querySelectorAll('details')[2] as HTMLDetailsElement).open = true;
    },
  );
  expect(nativeHtml.match(/<details/g)).toHaveLength(faqEntries.length);
  // Every answer is in the server's HTML.
  for (const entry of faqEntries) expect(nativeHtml).toContain(entry.answer);
  expect(problems).toEqual([]);
  expect(root.querySelector('details')).toBeNull();
  const triggers = [...root.querySelectorAll('button[aria-expanded]')];
  expect(triggers.map((trigger) => trigger.textContent)).toEqual(
    faqEntries.map((entry) => entry.question),
  );
  expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual([
    'false',
    'false',
    'true',
    'false',
    'false',
  ]);
});

test('the FAQ: nothing opened, nothing open after hydration', async () => {
  const { root, problems } = await hydrate(
    <FaqAccordion entries={faqEntries} title="Questions" />,
    () => {},
  );
  expect(problems).toEqual([]);
  expect(root.querySelectorAll('button[aria-expanded="true"]')).toHaveLength(0);
});

test('the phone menu: a native menu first, the drawer after hydration, open if it was', async () => {
  const { root, nativeHtml, problems } = await hydrate(<SiteHeader />, (page) => {
    (page.querySelector('details') as HTMLDetailsElement).open = true;
  });
  expect(nativeHtml).toContain('<summary');
  // The theme control waits for the scripts, and says so.
  expect(nativeHtml).toContain('Disponible dès que la page a fini de charger.');
  expect(problems).toEqual([]);
  expect(root.querySelector('details')).toBeNull();
  expect(root.querySelector('dialog')?.hasAttribute('open')).toBe(true);
  expect(root.querySelector('button[aria-haspopup="dialog"]')?.getAttribute('aria-expanded')).toBe(
    'true',
  );
  expect(
    [...root.querySelectorAll('input[type="radio"]')].some((r) => r.hasAttribute('disabled')),
  ).toBe(false);
});

test('the phone menu: closed before, closed after', async () => {
  const { root, problems } = await hydrate(<SiteHeader />, () => {});
  expect(problems).toEqual([]);
  expect(root.querySelector('dialog')?.hasAttribute('open')).toBe(false);
});
