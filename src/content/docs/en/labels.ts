import type { DocsChrome } from '../labels';
import { copyLabelsEn } from './copyLabels';
import { markdownLinksEn } from './markdownCopy';
import { docsTitlesEn } from './titles';

/**
 * The docs frame in English, for the pages under /en/documentation: a chunk only they load
 * (src/sections/DocsLayout/docsLocale.ts).
 */
export const docsChromeEn: DocsChrome = {
  siteName: 'Yonnee',
  areaName: 'Documentation',
  backToSite: 'Back to the site',
  skipLink: 'Skip to main content',
  navLabel: 'Documentation pages',
  navToggle: 'Documentation menu',
  tocTitle: 'On this page',
  pagerLabel: 'Previous and next pages',
  previous: 'Previous',
  next: 'Next',
  search: {
    open: 'Search',
    dialogTitle: 'Search the documentation',
    inputLabel: 'Search the documentation',
    placeholder: 'A word, a call, a field…',
    resultsLabel: 'Results',
    loading: 'Loading the index…',
    loadError: 'The search index could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    unavailable: 'The search could not load. Check your connection and try again.',
    empty: (query: string) => `No results for “${query}”.`,
    count: (n: number) => (n === 1 ? '1 result' : `${n} results`),
    hint: 'Arrows to choose, Enter to open, Escape to close.',
    close: 'Close the search',
  },
  languageSwitch: { text: 'Français', label: 'Lire cette page en français', hrefLang: 'fr' },
  pageTitles: docsTitlesEn,
  navGroups: ['Get started', 'Integrations', 'SDKs', 'Outgoing payments', 'Resources'],
  changeLabels: { added: 'New', improved: 'Improved', fixed: 'Fixed' },
  notFoundHint: 'The page you asked for does not exist or has been removed.',
  copyLabels: copyLabelsEn,
  copyCode: (caption: string) => `the ${caption} code`,
  copyUrl: (method: string, url: string) => `the URL of ${method} ${url}`,
  copySample: (language: string, label: string) => `the ${language} sample: ${label}`,
  samplesLanguage: (label: string) => `Language of the samples: ${label}`,
  textLabel: 'Text',
  markdownLinks: markdownLinksEn,
};
