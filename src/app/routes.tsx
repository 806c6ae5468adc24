import { docsPageTitle, pageTitles } from '../content/pageTitles';
import { docsNotFoundTitleEn, docsPageTitleEn } from '../content/docs/en/titles';
import { docsOutlineModule } from '../content/docs/moduleNames';
import type { PlaceholderPageProps } from '../pages/PlaceholderPage';
import type { ComponentType } from 'react';
import { lazyRoute, lazyWithPreload, manifestKey, namedPage, type LazyRoute } from './lazyRoute';
import {
  docsLocaleOf,
  docsLocales,
  docsPages,
  docsPath,
  docsRootOf,
  isDocsPath,
  paths,
  type DocsLocale,
  type DocsPage as DocsPageName,
} from '../paths/paths';

export type Layout = 'site' | 'docs';

const loadDocsPage = () => import('../pages/DocsPage');

/**
 * A docs page, its text a chunk of its own fetched with the page's code (the page's module
 * knows every page's chunk, so the entry need not). Its prerendered HTML hydrates from the
 * page's outline instead (src/content/docs/article.ts), the chunk the prerendered page asks
 * for: its text stays the server's, and its words are never loaded.
 */
function docsRoute(page: DocsPageName, locale: DocsLocale): LazyRoute {
  const { Component, preload } = lazyWithPreload(() =>
    loadDocsPage().then(
      ({ DocsPage }) =>
        function DocsRoute() {
          return <DocsPage page={page} locale={locale} />;
        },
    ),
  );
  const withText = (toHydrate: boolean) => () =>
    Promise.all([
      preload(),
      loadDocsPage().then(({ loadDocsText }) => loadDocsText(page, locale, toHydrate)),
    ]);
  return {
    Component,
    preload: withText(false),
    preloadToHydrate: withText(true),
    modules: [manifestKey('../pages/DocsPage/index.ts'), docsOutlineModule(page, locale)],
  };
}

/** A docs page's tab title in its language. */
const docsTitleIn = (locale: DocsLocale, page: DocsPageName) =>
  locale === 'fr' ? docsPageTitle(page) : docsPageTitleEn(page);

export interface RouteEntry {
  /** wouter pattern; matching ignores case and a trailing slash. */
  path: string;
  /** document.title while the route is shown. */
  title: string;
  /** `docs` pages have no site header or footer. */
  layout: Layout;
  route: LazyRoute;
  /** False for pages kept out of the sitemap: errors, sign-up steps, placeholders. */
  indexed?: false;
}

type SiteKey = keyof typeof pageTitles & keyof typeof paths;

const site = (key: SiteKey, route: LazyRoute): RouteEntry => ({
  path: paths[key],
  title: pageTitles[key],
  layout: 'site',
  route,
});

/** A page worth no search result: the sitemap leaves it out (scripts/prerender.mjs). */
const unlisted = (entry: RouteEntry): RouteEntry => ({ ...entry, indexed: false });

const errorPage = (code: 401 | 403 | 404 | 500 | 503) =>
  lazyRoute('StatusPage', (m) => {
    const StatusPage = m.StatusPage as ComponentType<{ code: typeof code }>;
    return function ErrorRoute() {
      return <StatusPage code={code} />;
    };
  });

const placeholder = (text: string, next?: PlaceholderPageProps['next']) =>
  lazyRoute('PlaceholderPage', (m) => {
    const PlaceholderPage = m.PlaceholderPage as ComponentType<PlaceholderPageProps>;
    return function PlaceholderRoute() {
      return <PlaceholderPage text={text} next={next} />;
    };
  });

const legal = (document: 'vente' | 'mention' | 'condition') =>
  lazyRoute('LegalPage', (m) => {
    const LegalPage = m.LegalPage as ComponentType<{ document: typeof document }>;
    return function LegalRoute() {
      return <LegalPage document={document} />;
    };
  });

const signIn = namedPage('SignInPage');
const notFoundRoute = errorPage(404);

/** Every route of the site, in matching order. */
export const routes: RouteEntry[] = [
  site('home', namedPage('HomePage')),
  site('collect', namedPage('CollectPage')),
  site('paymentLinks', namedPage('PaymentLinksPage')),
  site('massPayment', namedPage('MassPaymentPage')),
  site('paymentPage', namedPage('PaymentPage')),
  site('transfer', namedPage('TransferPage')),
  site('card', namedPage('CardPage')),
  site('about', namedPage('AboutPage')),
  site('contactUs', namedPage('ContactUsPage')),
  site('pricingFr', namedPage('PricingPage')),
  site('faq', namedPage('FaqPage')),
  site('termsOfSale', legal('vente')),
  site('legalNotice', legal('mention')),
  site('generalTerms', legal('condition')),
  unlisted(site('pricing', placeholder('Pricing Page', 'pricing'))),
  unlisted(site('aboutUs', placeholder('About Page'))),
  unlisted(site('vps', placeholder('VPS Page'))),
  unlisted(site('hosting', placeholder('Hosting Page'))),
  unlisted(site('backup', placeholder('Backup Page'))),
  unlisted(site('devops', placeholder('DevOps Page'))),
  unlisted(site('development', placeholder('Development Page'))),
  site('security', namedPage('SecurityPage')),
  site('signIn', signIn),
  unlisted(site('signIn2', signIn)),
  unlisted(site('signUp', namedPage('SignUpPage'))),
  unlisted(site('otp', namedPage('OtpPage'))),
  unlisted(site('forgotPassword', namedPage('ForgotPasswordPage'))),
  unlisted(site('unsubscribe', namedPage('UnsubscribePage'))),
  site('terms', namedPage('TermsPage')),
  site('privacy', namedPage('PrivacyPage')),
  unlisted(site('unauthorized', errorPage(401))),
  unlisted(site('forbidden', errorPage(403))),
  unlisted(site('notFound', notFoundRoute)),
  unlisted(site('serverError', errorPage(500))),
  unlisted(site('unavailable', errorPage(503))),
  ...docsLocales.flatMap((locale) =>
    docsPages.map((page): RouteEntry => ({
      path: docsPath(page, locale),
      title: docsTitleIn(locale, page),
      layout: 'docs',
      route: docsRoute(page, locale),
    })),
  ),
];

/** Any path under /documentation that is no docs page: the docs' 404, in the docs' frame. */
export const docsNotFoundPath = `${paths.docsRoot}/404`;
/** The same under /en/documentation, in English. */
export const docsNotFoundPathEn = `${docsRootOf('en')}/404`;

const siteNotFound: RouteEntry = {
  path: paths.notFound,
  title: pageTitles.notFound,
  layout: 'site',
  route: notFoundRoute,
  indexed: false,
};
const docsNotFoundIn = (locale: DocsLocale): RouteEntry => ({
  path: locale === 'fr' ? docsNotFoundPath : docsNotFoundPathEn,
  title: locale === 'fr' ? pageTitles.notFound : docsNotFoundTitleEn,
  layout: 'docs',
  route: lazyRoute('DocsNotFoundPage', (m) => {
    const DocsNotFoundPage = m.DocsNotFoundPage as ComponentType<{ locale: DocsLocale }>;
    return function DocsNotFoundRoute() {
      return <DocsNotFoundPage locale={locale} />;
    };
  }),
  indexed: false,
});
const docsNotFound = { fr: docsNotFoundIn('fr'), en: docsNotFoundIn('en') };

/**
 * What a path no route matches shows: the 404 in the layout its path has (spec 2.1), so the
 * page a server sends for it (404.html or documentation/404.html) is the one the browser
 * hydrates.
 */
export const notFoundEntryFor = (pathname: string) =>
  isDocsPath(pathname) ? docsNotFound[docsLocaleOf(pathname)] : siteNotFound;
