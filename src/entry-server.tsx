import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { ReadControls } from './api/client';
import { HttpError, NetworkError, SchemaMismatchError } from './api/errors';
import { getPaymentLink, listPaymentLinkMethods } from './api/payer';
import { App } from './app/App';
import { formOutcomeElement, type FormOutcome } from './lib/forms';
import { siteChromeModules } from './app/AppShell';
import { PaymentApp } from './checkout/PaymentApp';
import { lazyStepReady } from './checkout/PaymentPage/lazySteps';
import type { CheckoutLanguage } from './checkout/language/words';
import { loadWords } from './checkout/language/loadWords';
import { cardFormCopy } from './checkout/cardCopy';
import { postedCopy, postedCopyEn } from './checkout/postedCopy';
import { serverTextsOf } from './checkout/serverTexts';
import type { ServerWords, ServerWordsByLanguage } from './checkout/state/postedStep';
import { isPaymentPagePath, paymentTokenOf } from './paths/paymentPath';
import {
  goneLinkElement,
  preloadedLinkElement,
  type PreloadedLink,
} from './checkout/state/preloadedLink';
import {
  docsLocaleOf,
  docsLocales,
  docsPages,
  docsPath,
  docsPathIn,
  docsRootOf,
  frameOf,
  isDocsPath,
  isStandalonePath,
  paths,
  type Frame,
} from './paths/paths';
import { docsSummaries, docsSummariesEn } from './content/docsSummaries';
import { docsContentLoaders } from './content/docs';
import { articleOf, hasCode, hasEndpoint, hasSampleTabs } from './content/docs/article';
import { defaultDescription, pageDescriptions } from './content/pageTitles';
import { preloadPath } from './app/preloadPath';
import {
  docsNotFoundPath,
  docsNotFoundPathEn,
  notFoundEntryFor,
  routes as appRoutes,
} from './app/routes';
import { htmlEntries } from './app/vite';

/** Static HTML of an app, with nothing left to stream: the CSP refuses the inline scripts that reveal outlined boundaries. */
async function toHtml(app: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{app}</StrictMode>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * Renders one path to static HTML at build time (scripts/prerender.mjs). Its
 * code is loaded first, so nothing suspends and the HTML needs no inline script.
 */
export async function render(path: string): Promise<string> {
  await preloadPath(path);
  return toHtml(<App ssrPath={path} />);
}

/**
 * A page with a form as the server answers its POST (server/forms.mjs): the same page, with
 * the values, the messages or the result, and the outcome it hydrates from.
 */
export async function renderFormPage(path: string, outcome: FormOutcome): Promise<string> {
  await preloadPath(path);
  return `<div id="root">${await toHtml(<App ssrPath={path} formOutcome={outcome} />)}</div>${formOutcomeElement(outcome)}`;
}
export { checkSubmission, formOfPage, sandboxSignupCopyOf } from './app/formSubmissions';
export { unsubscribeCopy } from './content/unsubscribe';

/** The hosted payment page's loading screen, as its own entry (src/checkout/main.tsx) hydrates it. */
export const renderPayment = (path: string) => toHtml(<PaymentApp ssrPath={path} />);

/** The API did not give the link: the page in the browser says why, as it would without us. */
const isApiFailure = (error: unknown) =>
  error instanceof HttpError ||
  error instanceof NetworkError ||
  error instanceof SchemaMismatchError ||
  (error instanceof DOMException && ['AbortError', 'TimeoutError'].includes(error.name));

/** The API says the link is not there (404) or no longer payable (410): the page's own status. */
export interface GoneLink {
  gone: 404 | 410;
}

/**
 * A payment link and its wallets, as the Node server (server/app.mjs) renders its page per
 * request: `gone` when the API has no such link (or no longer), undefined when it did not give
 * them in time. The server passes its own sandbox as `fetch` (no HTTP round trip into itself)
 * when the build names no API host.
 */
export async function loadPaymentLink(
  path: string,
  api: ReadControls,
): Promise<PreloadedLink | GoneLink | undefined> {
  const token = paymentTokenOf(path);
  try {
    const [link, methods] = await Promise.all([
      getPaymentLink(token, api),
      listPaymentLinkMethods(token, api),
    ]);
    return { link: link.data, groups: methods.data };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 410)) {
      return { gone: error.status };
    }
    if (isApiFailure(error)) return undefined;
    throw error;
  }
}

/**
 * One payment link's page: its summary and the choice of wallet are in the HTML, so the payer
 * reads them before any script arrives, and the data the page hydrates from comes with them.
 * It depends on the path and the data alone, so the server may keep it for the same data.
 */
export async function renderPaymentLinkPage(
  path: string,
  preloaded: PreloadedLink,
  lang: CheckoutLanguage,
) {
  const [words] = await Promise.all([loadWords(lang), lazyStepReady(preloaded)]);
  const page = await toHtml(<PaymentApp ssrPath={path} preloaded={preloaded} words={words} />);
  const texts = serverTextsOf(preloaded, words.copy.locale);
  return `<div id="root">${page}</div>${preloadedLinkElement({ ...preloaded, texts })}`;
}

/**
 * The page of a link the API does not have (or no longer): its "not found" screen, which the
 * payer reads without JavaScript too, and the mark the browser starts from.
 */
export async function renderGonePaymentPage(path: string, lang: CheckoutLanguage) {
  const page = await toHtml(<PaymentApp ssrPath={path} gone words={await loadWords(lang)} />);
  return `<div id="root">${page}</div>${goneLinkElement}`;
}

/** A payer's steps without JavaScript: the server moves and keeps their state (server/payment-steps.mjs). */
export { postCheckoutStep, postedMessage, resumeCheckout } from './checkout/state/postedStep';

/**
 * The payment page for a payer who reads English (scripts/prerender.mjs writes its template):
 * its title, and the module of its words, which the page preloads.
 */
export const paymentPageEnglish = async () => ({
  title: (await loadWords('en')).copy.documentTitle,
  module: 'src/checkout/language/en.ts',
});

async function serverWordsFor(lang: CheckoutLanguage): Promise<ServerWords> {
  const words = await loadWords(lang);
  return {
    copy: words.copy,
    card: words.card ?? cardFormCopy,
    posted: lang === 'en' ? postedCopyEn : postedCopy,
  };
}

/**
 * Every word the server answers a payer with without JavaScript, in both languages: the page
 * is rendered in the payer's, and the messages only the server writes go out in both, so that
 * one already on screen follows a switch of language (src/checkout/state/messages.ts).
 */
export async function serverWords(): Promise<ServerWordsByLanguage> {
  const [fr, en] = await Promise.all([serverWordsFor('fr'), serverWordsFor('en')]);
  return { fr, en };
}

// Descriptions matter only in the prerendered <head>, so they stay out of the browser's route table.
const descriptions = new Map<string, string>([
  ...Object.entries(pageDescriptions).map(
    ([key, text]) => [paths[key as keyof typeof paths], text] as [string, string],
  ),
  ...docsPages.map((page) => [docsPath(page), docsSummaries[page]] as [string, string]),
  ...docsPages.map((page) => [docsPath(page, 'en'), docsSummariesEn[page]] as [string, string]),
]);

/** The build manifest's names of the chunks a docs page's article loads with its outline. */
const docsCodeModule = 'src/sections/DocsArticle/BlockWithCode.tsx';
const docsSampleTabsModule = 'src/sections/DocsArticle/BlockWithTabs.tsx';
const docsEndpointsModule = 'src/pages/DocsPage/DeferredEndpoint.tsx';
/** The English docs frame's words, which only English docs pages load (docsLocale.ts). */
const docsEnglishChromeModule = 'src/content/docs/en/labels.ts';

/**
 * What the docs pages' articles render with, besides the page's own chunk: the code's renderer
 * on pages that show code to copy, the sample tabs on pages that show a sample in several
 * languages, the API reference's cards on pages that embed its calls. The page asks for them
 * up front with its outline (and its budget counts them).
 */
const docsArticleModules = new Map<string, string[]>(
  await Promise.all(
    docsLocales.flatMap((locale) =>
      docsPages.map(async (page) => {
        const article = articleOf(await docsContentLoaders[locale][page]());
        const modules = [
          ...(hasCode(article) ? [docsCodeModule] : []),
          ...(hasSampleTabs(article) ? [docsSampleTabsModule] : []),
          ...(hasEndpoint(article) ? [docsEndpointsModule] : []),
        ];
        return [docsPath(page, locale), modules] as [string, string[]];
      }),
    ),
  ),
);

const docsPageSet = new Set<string>(
  appRoutes.filter((r) => r.layout === 'docs').map((r) => r.path),
);

/**
 * A page's language and, for a docs page, its versions in each language (hreflang): French is
 * the default for visitors in neither. Both are the same pages with the same anchors.
 */
function languageOf(path: string) {
  if (!isDocsPath(path)) return { lang: 'fr' as const, alternates: undefined };
  const alternates = docsPageSet.has(path)
    ? {
        fr: docsPathIn('fr', path),
        en: docsPathIn('en', path),
        'x-default': docsPathIn('fr', path),
      }
    : undefined;
  return { lang: docsLocaleOf(path), alternates };
}

type AppRoute = (typeof appRoutes)[number];

/** The modules the site's app loads to render a route. */
const appModulesOf = ({ route, path }: AppRoute) => [
  ...route.modules,
  ...(docsArticleModules.get(path) ?? []),
  ...(isDocsPath(path) && docsLocaleOf(path) === 'en' ? [docsEnglishChromeModule] : []),
  ...(isStandalonePath(path) ? [] : siteChromeModules),
];

/**
 * Every route as a request for its path gets it: the one source of which chunks a route needs
 * (scripts/route-chunks.mjs), read by the prerender and the budget check. `entry` is the HTML
 * entry the server answers with (a payment link gets the payment app, whose page is in its
 * entry); `modules` are the chunks preloadPath loads before hydrating, which the prerendered
 * page asks for up front.
 */
const forPrerender = ({ route, ...entry }: AppRoute) => {
  const paymentLink = isPaymentPagePath(entry.path);
  return {
    ...entry,
    ...languageOf(entry.path),
    frame: frameOf(entry.path),
    description: descriptions.get(entry.path) ?? defaultDescription,
    entry: paymentLink ? htmlEntries.payment : htmlEntries.main,
    modules: paymentLink ? [] : appModulesOf({ ...entry, route }),
  };
};

export const routes = appRoutes.map(forPrerender);
const docsNotFoundRoutes = [docsNotFoundPath, docsNotFoundPathEn].map(notFoundEntryFor);
/** The docs' 404, sent for every unknown path under /documentation (dist/documentation/404.html). */
export const docsNotFound = forPrerender(docsNotFoundRoutes[0]!);
/** The same in English, for unknown paths under /en/documentation (dist/en/documentation/404.html). */
export const docsNotFoundEn = forPrerender(docsNotFoundRoutes[1]!);

/**
 * The modules of the site app's routes, frame by frame: a prerendered page carries inline only
 * the rules the code of its frame can match (scripts/entry-stylesheet.mjs). The hosted payment
 * page's route counts too, though its links get the payment app: the site's pages can reach it.
 */
export const frameModules = [...appRoutes, ...docsNotFoundRoutes].reduce<Record<Frame, string[]>>(
  (frames, appRoute) => {
    frames[frameOf(appRoute.path)].push(...appModulesOf(appRoute));
    return frames;
  },
  { site: [], docs: [], payment: [] },
);
export const meta = {
  redirects: {
    [paths.docsRoot]: docsPath('presentation'),
    [docsRootOf('en')]: docsPath('presentation', 'en'),
  },
};
