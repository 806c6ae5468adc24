// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './staleDeploy';

const SHEET = '/assets/style-abc.css';

/** A fresh module each time: it keeps, for the page's life, whether the whole sheet is in. */
const load = async () => (await import('./frameStylesheet')).wholeStylesheetFor;
const links = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

function pageOfFrame(frame?: string) {
  document.head.innerHTML = frame
    ? `<style data-frame="${frame}" data-complete-sheet="${SHEET}">.a{color:red}</style>`
    : '<style>.a{color:red}</style>';
}

describe('the whole stylesheet, for a page of another frame', () => {
  beforeEach(() => vi.resetModules());

  it('is not needed on a page of the same frame, nor on a page that carries the whole sheet', async () => {
    pageOfFrame('docs');
    const wholeStylesheetFor = await load();
    expect(wholeStylesheetFor('/documentation/api')).toBeUndefined();
    expect(wholeStylesheetFor('/en/documentation/introduction')).toBeUndefined();
    pageOfFrame();
    expect(wholeStylesheetFor('/')).toBeUndefined();
    expect(links()).toHaveLength(0);
  });

  it('is loaded once for the other frames’ pages, and needed no more once in', async () => {
    pageOfFrame('docs');
    const wholeStylesheetFor = await load();
    const loading = wholeStylesheetFor('/');
    expect(loading).toBeInstanceOf(Promise);
    expect(wholeStylesheetFor('/faq')).toBe(loading);
    expect(wholeStylesheetFor('/paiement/pl_1')).toBe(loading);
    expect(links().map((link) => link.getAttribute('href'))).toEqual([SHEET]);
    links()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    expect(wholeStylesheetFor('/tarif')).toBeUndefined();
    expect(links()).toHaveLength(1);
  });

  it('fails as a chunk does when it cannot load, and is asked for again next time', async () => {
    pageOfFrame('site');
    const wholeStylesheetFor = await load();
    const loading = wholeStylesheetFor('/documentation/api');
    links()[0]!.dispatchEvent(new Event('error'));
    const error: unknown = await loading!.catch((reason: unknown) => reason);
    expect(isChunkLoadError(error)).toBe(true);
    expect(links()).toHaveLength(0);
    const again = wholeStylesheetFor('/documentation/api');
    expect(again).not.toBe(loading);
    expect(links()).toHaveLength(1);
  });
});
