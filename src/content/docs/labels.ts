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
    empty: (query: string) => `Aucun résultat pour « ${query} ».`,
    count: (n: number) => (n === 1 ? '1 résultat' : `${n} résultats`),
    hint: 'Flèches pour choisir, Entrée pour ouvrir, Échap pour fermer.',
    close: 'Fermer la recherche',
  },
} as const;

/** Labels of the kinds of change. */
export const changeLabels = { added: 'Nouveau', improved: 'Amélioré', fixed: 'Corrigé' } as const;
