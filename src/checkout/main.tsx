import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../../tokens/global.css';
import { loadInter } from '../../tokens/webFont';
import { PaymentApp } from './PaymentApp';
import { lazyStepReady } from './PaymentPage/lazySteps';
import { prepareAmountFormat } from './format';
import { isGoneLink, readPreloadedLink } from './state/preloadedLink';
import { nextTask } from '../lib/nextTask';
import { loadWords } from './language/loadWords';

loadInter();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from src/payment.html');
const preloaded = readPreloadedLink(document);
// The server wrote the page in the payer's language (and preloaded English's chunk for it):
// the first render uses the very same words, or hydration would not match. Its <html lang> is
// one of the two, written by the server (no need to check it: a page in French otherwise).
const wordsReady = loadWords(document.documentElement.lang === 'en' ? 'en' : 'fr');
const appWith = (words: Awaited<typeof wordsReady>) => (
  <StrictMode>
    <PaymentApp preloaded={preloaded} gone={isGoneLink(document)} words={words} />
  </StrictMode>
);
// The Node server answers a payment link with the link's page rendered for it, or the
// prerendered loading screen (a static host, a failed lookup); the dev server with an empty page.
if (container.hasChildNodes()) void hydrateInShortTasks(container);
else void wordsReady.then((words) => createRoot(container).render(appWith(words)));

/**
 * Three short tasks rather than one long one on a phone's main thread: this module's
 * evaluation, the amount's formatter (the locale's data), then the hydration (once the chunk of
 * the step the server rendered is here, for a step of its own chunk).
 */
async function hydrateInShortTasks(root: HTMLElement) {
  await nextTask();
  const words = await wordsReady;
  if (preloaded) prepareAmountFormat(preloaded.link.currency, words.copy.locale);
  await lazyStepReady(preloaded);
  await nextTask();
  hydrateRoot(root, appWith(words));
}
