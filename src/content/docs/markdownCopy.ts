/** The links under each page's title, to its Markdown twin. */
export interface MarkdownLinkLabels {
  label: string;
  view: string;
  copy: string;
  copying: string;
  copied: string;
  copiedStatus: string;
  failed: string;
  failedStatus: string;
}

/** Words of the documentation's Markdown versions in one language. */
export interface MarkdownCopy {
  /** Under each twin's h1. */
  source: (pageUrl: string) => string;
  /** In /llms.txt, the words of a link to a page itself, beside its twin's. */
  webPage: string;
  /** What the twins say instead of a page's interactive parts. */
  widgets: {
    supportForm: (pageUrl: string) => string;
    liveDemo: (pageUrl: string) => string;
    sandboxSignup: (pageUrl: string) => string;
    logo: (background: string) => string;
  };
}

export const markdownLinks: MarkdownLinkLabels = {
  label: 'Version Markdown de la page',
  view: 'Voir en Markdown',
  copy: 'Copier en Markdown',
  copying: 'Copie en cours…',
  copied: 'Markdown copié',
  copiedStatus: 'Le Markdown de la page est dans le presse-papiers.',
  failed: 'Échec de la copie',
  failedStatus:
    'La copie a échoué : ouvrez la version Markdown avec le lien « Voir en Markdown » et copiez-la.',
};

/** Words of the documentation's Markdown versions (/llms.txt, each page's `.md` twin). */
export const markdownCopy: MarkdownCopy = {
  source: (pageUrl: string) => `> Version Markdown de la page ${pageUrl}`,
  webPage: 'page web',
  widgets: {
    supportForm: (pageUrl: string) => `Le formulaire de contact est sur la page web : ${pageUrl}`,
    liveDemo: (pageUrl: string) => `La démo interactive est sur la page web : ${pageUrl}`,
    sandboxSignup: (pageUrl: string) =>
      `Le formulaire qui crée votre bac à sable est sur la page web : ${pageUrl} ; l’appel \`POST /api/v1/sandboxes\` fait de même.`,
    logo: (background: string) => `Logo Yonnee sur fond ${background} (SVG)`,
  },
};

/** /llms.txt's own words: one index for both languages, in the site's language. */
export const llmsCopy = {
  title: 'Yonnee',
  summary:
    'Yonnee est un agrégateur de paiements pour les marchands et les développeurs d’Afrique de l’Ouest et du Centre francophone : encaissements par mobile money (Wave, Orange Money, Moov Money), carte et virement, liens et page de paiement hébergée, versements et paiements de masse, par une API REST.',
  details: [
    'La documentation développeurs est en français, et en anglais sous /en/documentation. Chaque page existe aussi en Markdown, à son adresse suivie de `.md` ; le fichier llms-full.txt les réunit toutes, dans les deux langues. Un bac à sable aux identifiants publics répond aux mêmes appels que la production, sans argent réel.',
    'The developer documentation is also in English: the sections marked “(English)” below list every English page and its Markdown twin.',
  ],
  /** After an English group's title. */
  englishGroup: (title: string) => `${title} (English)`,
  /** llmstxt.org's name for links a tool may skip: English on purpose. */
  optional: 'Optional',
  full: 'Toute la documentation, en français puis en anglais, en un fichier Markdown',
};
