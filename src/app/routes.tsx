import { docsPageTitle, pageTitles } from '../content/pageTitles';
import { docsContentLoaders, docsContentModule } from '../content/docs';
import type { PlaceholderPageProps } from '../pages/PlaceholderPage';
import type { ComponentType } from 'react';
import { lazyRoute, namedPage, type LazyRoute } from './lazyRoute';
import { docsPages, docsPath, paths } from '../paths/paths';

export type Layout = 'site' | 'docs';

/** A docs page's text is a chunk of its own: fetch it with the page's code, not after it. */
const withDocsContent = (page: (typeof docsPages)[number], route: LazyRoute): LazyRoute => ({
  ...route,
  preload: () => Promise.all([route.preload(), docsContentLoaders[page]()]),
  modules: [...route.modules, docsContentModule(page)],
});

export interface RouteEntry {
  /** wouter pattern; matching ignores case and a trailing slash. */
  path: string;
  /** document.title while the route is shown. */
  title: string;
  /** `docs` pages have no site header or footer. */
  layout: Layout;
  route: LazyRoute;
}

type SiteKey = keyof typeof pageTitles & keyof typeof paths;

const site = (key: SiteKey, route: LazyRoute): RouteEntry => ({
  path: paths[key],
  title: pageTitles[key],
  layout: 'site',
  route,
});

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
export const notFoundRoute = errorPage(404);

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
  site('pricing', placeholder('Pricing Page', 'pricing')),
  site('aboutUs', placeholder('About Page')),
  site('vps', placeholder('VPS Page')),
  site('hosting', placeholder('Hosting Page')),
  site('backup', placeholder('Backup Page')),
  site('devops', placeholder('DevOps Page')),
  site('development', placeholder('Development Page')),
  site('security', namedPage('SecurityPage')),
  site('signIn', signIn),
  site('signIn2', signIn),
  site('signUp', namedPage('SignUpPage')),
  site('otp', namedPage('OtpPage')),
  site('forgotPassword', namedPage('ForgotPasswordPage')),
  site('unsubscribe', namedPage('UnsubscribePage')),
  site('terms', namedPage('TermsPage')),
  site('privacy', namedPage('PrivacyPage')),
  site('unauthorized', errorPage(401)),
  site('forbidden', errorPage(403)),
  site('notFound', notFoundRoute),
  site('serverError', errorPage(500)),
  site('unavailable', errorPage(503)),
  ...docsPages.map((page): RouteEntry => ({
    path: docsPath(page),
    title: docsPageTitle(page),
    layout: 'docs',
    route: withDocsContent(
      page,
      lazyRoute('DocsPage', (m) => {
        const DocsPage = m.DocsPage as ComponentType<{ page: typeof page }>;
        return function DocsRoute() {
          return <DocsPage page={page} />;
        };
      }),
    ),
  })),
];
