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

export const docsPath = (page: DocsPage) => `${paths.docsRoot}/${page}` as const;

/** Documentation pages have neither the site header nor its footer (spec 2.1). */
export const isDocsPath = (pathname: string) => /^\/documentation(\/|$)/i.test(pathname);

/** Pages that bring their own layout instead of the site header and footer. */
export const isStandalonePath = (pathname: string) =>
  isDocsPath(pathname) || isPaymentPagePath(pathname);
