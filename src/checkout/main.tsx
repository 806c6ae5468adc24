import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../tokens/global.css';
import '../lib/interOnceCached.css';
import { cacheInterForNextPages } from '../lib/cacheInter';
import { PaymentApp } from './PaymentApp';
import { lazyStepReady } from './PaymentPage/lazySteps';
import { keepServerTexts } from './format';
import { isGoneLink, readPreloadedLink } from './state/preloadedLink';
import { hydrateAsTransition } from '../lib/hydrate';
import { nextTask } from '../lib/nextTask';
import { loadWords } from './language/loadWords';
import type { CheckoutLanguage } from './language/types';

cacheInterForNextPages();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from src/payment.html');
const preloaded = readPreloadedLink(document);
// Hydration writes the server's amount (and a receipt's date) again: as the server wrote them,
// without loading ICU in the browser (./format.ts).
if (preloaded?.texts) keepServerTexts(preloaded.texts);
const gone = isGoneLink(document);
// The server wrote the page in the payer's language (and preloaded English's chunk for it):
// the first render uses the very same words, or hydration would not match. Its <html lang> is
// one of the two, written by the server (no need to check it: a page in French otherwise).
const serverLanguage = document.documentElement.lang === 'en' ? 'en' : 'fr';
// The prerendered loading screen (a static host, a failed lookup) was written for nobody, in
// French: the payer's language is read here by the server's rule, and the screen drawn again
// in it, before the link is asked for. That rule is its own chunk, fetched for this screen only:
// a link's own page (most payers) never needs it.
const languageReady: Promise<CheckoutLanguage> =
  !preloaded && !gone && serverLanguage === 'fr'
    ? import('./language/browserLanguage').then((module) =>
        module.browserLanguage(document.cookie, navigator.languages),
      )
    : Promise.resolve(serverLanguage);
const wordsReady = languageReady.then(loadWords);
const appWith = (words: Awaited<typeof wordsReady>) => (
  <StrictMode>
    <PaymentApp preloaded={preloaded} gone={gone} words={words} />
  </StrictMode>
);
// The Node server answers a payment link with the link's page rendered for it, or the
// prerendered loading screen (a static host, a failed lookup); the dev server with an empty page.
void languageReady.then((lang) => {
  if (container.hasChildNodes() && lang === serverLanguage) void hydrateInShortTasks(container);
  else void wordsReady.then((words) => renderAnew(container, words));
});

/** Renders the page from nothing (React replaces what the root held), in these words. */
function renderAnew(root: HTMLElement, words: Awaited<typeof wordsReady>) {
  document.documentElement.lang = words.lang;
  document.title = words.copy.documentTitle;
  createRoot(root).render(appWith(words));
}

/**
 * Short tasks rather than one long one on a phone's main thread: this module's evaluation, then
 * the hydration (once the chunk of the step the server rendered is here, for a step of its own
 * chunk), itself in slices as a transition.
 */
async function hydrateInShortTasks(root: HTMLElement) {
  await nextTask();
  const words = await wordsReady;
  await lazyStepReady(preloaded);
  await nextTask();
  hydrateAsTransition(root, appWith(words));
}
