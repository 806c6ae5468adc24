import type { CopyButtonLabels } from '../../kit/CopyButton/CopyButton';
import { docsTitles } from '../pageTitles';
import { markdownLinks } from './markdownCopy';
import { docsNavGroups } from './navigation';

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
