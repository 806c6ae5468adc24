import type { CopyButtonLabels } from '../../kit/CopyButton/CopyButton';
import type { DocsLocale } from '../../paths/paths';
import { docsTitles } from '../pageTitles';
import { markdownLinks } from './markdownCopy';
import { copyLabelsEn } from './en/copyLabels';
import { markdownLinksEn } from './en/markdownCopy';
import { docsNavGroups } from './navigation';
import { docsTitlesEn } from './en/titles';

/** Texts of the documentation's frame (layout, navigation, search), shared by stories and tests. */
export const docsChrome = {
  siteName: 'Yonnee',
  areaName: 'Documentation',
  backToSite: 'Retour au site',
  skipLink: 'Aller au contenu principal',
  navLabel: 'Pages de la documentation',
  navToggle: 'Menu de la documentation',
  tocTitle: 'Sur cette page',
  pagerLabel: 'Pages précédente et suivante',
  previous: 'Précédent',
  next: 'Suivant',
  search: {
    open: 'Rechercher',
    dialogTitle: 'Rechercher dans la documentation',
    inputLabel: 'Rechercher dans la documentation',
    placeholder: 'Un mot, un appel, un champ…',
    resultsLabel: 'Résultats',
    loading: 'Chargement de l’index…',
    loadError:
      'L’index de recherche n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    unavailable: 'La recherche n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
    empty: (query: string) => `Aucun résultat pour « ${query} ».`,
    count: (n: number) => (n === 1 ? '1 résultat' : `${n} résultats`),
    hint: 'Flèches pour choisir, Entrée pour ouvrir, Échap pour fermer.',
    close: 'Fermer la recherche',
  },
  /** The link to the same page in the other language, in the top bar. */
  languageSwitch: { text: 'English', label: 'Read this page in English', hrefLang: 'en' },
  pageTitles: docsTitles,
  /** The side navigation's group titles, in the order of docsNavGroups. */
  navGroups: docsNavGroups.map((group) => group.title),
  changeLabels: { added: 'Nouveau', improved: 'Amélioré', fixed: 'Corrigé' },
  notFoundHint: 'La page demandée n’existe pas ou a été supprimée.',
  /** The kit's own French words are the default: no override. */
  copyLabels: undefined as Partial<CopyButtonLabels> | undefined,
  /** The copy button's context for code without its own; the kit's French one by default. */
  copyCode: (_caption: string): string | undefined => undefined,
  copyUrl: (method: string, url: string) => `l’URL de ${method} ${url}`,
  copySample: (language: string, label: string) => `l’exemple ${language} : ${label}`,
  samplesLanguage: (label: string) => `Langage des exemples : ${label}`,
  textLabel: 'Texte',
  /** The links to the page's Markdown twin, under its title. */
  markdownLinks,
};

export type DocsChrome = typeof docsChrome;

/** The same frame in English, for the pages under /en/documentation. */
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

/** Each language's frame. */
export const docsChromeOf: Record<DocsLocale, DocsChrome> = { fr: docsChrome, en: docsChromeEn };
