import { isPaymentPagePath } from './paymentPath';

/**
 * Every path the site answers, in one place. Components link with these
 * constants, never with string literals.
 */
export const paths = {
  home: '/',
  collect: '/collect',
  paymentLinks: '/lien',
  massPayment: '/paiement',
  paymentPage: '/paiement/:token',
  transfer: '/transfert',
  card: '/cart',
  about: '/contact',
  contactUs: '/contacteznous',
  pricingFr: '/tarif',
  faq: '/faq',
  termsOfSale: '/vente',
  legalNotice: '/mention',
  generalTerms: '/condition',
  pricing: '/pricing',
  aboutUs: '/about-us',
  vps: '/vps',
  security: '/security',
  hosting: '/hosting',
  backup: '/backup',
  devops: '/devops',
  development: '/development',
  signIn: '/sign-in',
  signIn2: '/sign-in-2',
  signUp: '/sign-up',
  otp: '/otp',
  forgotPassword: '/forgot-password',
  unsubscribe: '/newsletter/desinscription',
  terms: '/terms',
  privacy: '/privacy',
  unauthorized: '/401',
  forbidden: '/403',
  notFound: '/404',
  serverError: '/500',
  unavailable: '/503',
  docsRoot: '/documentation',
} as const;

export const docsPages = [
  'presentation',
  'introduction',
  'prerequis',
  'api',
  'notifications',
  'widget',
  'saas',
  'flutter',
  'android',
  'versement',
  'mass',
  'support',
  'identitegraphique',
  'compatibilite',
  'changelog',
] as const;

export type DocsPage = (typeof docsPages)[number];

/**
 * The documentation's languages: French at /documentation, English under /en with the same
 * page slugs and anchors, so switching language only adds or drops the prefix.
 */
export const docsLocales = ['fr', 'en'] as const;

export type DocsLocale = (typeof docsLocales)[number];

/** Where a language's documentation starts: `/documentation` or `/en/documentation`. */
export const docsRootOf = (locale: DocsLocale = 'fr') =>
  locale === 'fr' ? paths.docsRoot : (`/${locale}${paths.docsRoot}` as const);

export const docsPath = (page: DocsPage, locale: DocsLocale = 'fr') =>
  `${docsRootOf(locale)}/${page}` as const;

const docsPathPattern = /^(?:\/(en))?\/documentation(?:\/|$)/i;

/** Documentation pages have neither the site header nor its footer (spec 2.1). */
export const isDocsPath = (pathname: string) => docsPathPattern.test(pathname);

/** The language of a documentation path: English under /en/documentation, else French. */
export const docsLocaleOf = (pathname: string): DocsLocale =>
  docsPathPattern.exec(pathname)?.[1] ? 'en' : 'fr';

/** The same documentation page (fragment and query kept) in the other language. */
export function docsPathIn(locale: DocsLocale, pathname: string) {
  const rest = pathname.replace(docsPathPattern, '/');
  return `${docsRootOf(locale)}${rest === '/' ? '' : rest}`;
}

/** Pages that bring their own layout instead of the site header and footer. */
export const isStandalonePath = (pathname: string) =>
  isDocsPath(pathname) || isPaymentPagePath(pathname);

/** The app's three frames: the site's pages in its header and footer, the docs', the hosted payment page. */
export type Frame = 'site' | 'docs' | 'payment';

export const frameOf = (pathname: string): Frame =>
  isDocsPath(pathname) ? 'docs' : isPaymentPagePath(pathname) ? 'payment' : 'site';
