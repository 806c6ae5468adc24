// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { useDocumentLanguage } from './useDocumentLanguage';

function Page({ lang }: { lang: string }) {
  useDocumentLanguage(lang);
  return null;
}

/** The writes of `<html lang>` while `run` runs, each one even of the value it held. */
async function langWrites(run: (render: (lang: string) => void) => void) {
  const writes: (string | null)[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) writes.push((record.target as Element).getAttribute('lang'));
  });
  observer.observe(document.documentElement, { attributeFilter: ['lang'] });
  const root = createRoot(document.createElement('div'));
  await act(async () => run((lang) => root.render(<Page lang={lang} />)));
  await Promise.resolve(); // the observer's records
  observer.disconnect();
  root.unmount();
  return writes;
}

test('a page in the language the document says leaves <html lang> unwritten', async () => {
  document.documentElement.lang = 'fr';
  expect(await langWrites((render) => render('fr'))).toEqual([]);
  expect(document.documentElement.lang).toBe('fr');
});

test('a page in another language writes it, once', async () => {
  document.documentElement.lang = 'fr';
  const writes = await langWrites((render) => render('en'));
  expect(writes).toEqual(['en']);
  expect(document.documentElement.lang).toBe('en');
});
