/** Words of the documentation's Markdown versions (/llms.txt, each page's `.md` twin) and their links. */
export const markdownCopy = {
  /** The links under each page's title. */
  links: {
    label: 'Version Markdown de la page',
    view: 'Voir en Markdown',
    copy: 'Copier en Markdown',
    copying: 'Copie en cours…',
    copied: 'Markdown copié',
    copiedStatus: 'Le Markdown de la page est dans le presse-papiers.',
    failed: 'Échec de la copie',
    failedStatus:
      'La copie a échoué : ouvrez la version Markdown avec le lien « Voir en Markdown » et copiez-la.',
  },
  /** Under each twin's h1. */
  source: (pageUrl: string) => `> Version Markdown de la page ${pageUrl}`,
  llms: {
    title: 'Yonnee',
    summary:
      'Yonnee est un agrégateur de paiements pour les marchands et les développeurs d’Afrique de l’Ouest et du Centre francophone : encaissements par mobile money (Wave, Orange Money, Moov Money), carte et virement, liens et page de paiement hébergée, versements et paiements de masse, par une API REST.',
    details: [
      'La documentation développeurs est en français. Chaque page existe aussi en Markdown, à son adresse suivie de `.md` ; le fichier llms-full.txt les réunit toutes. Un bac à sable aux identifiants publics répond aux mêmes appels que la production, sans argent réel.',
    ],
    webPage: 'page web',
    /** llmstxt.org's name for links a tool may skip: English on purpose. */
    optional: 'Optional',
    full: 'Toute la documentation en un fichier Markdown',
  },
  widgets: {
    supportForm: (pageUrl: string) => `Le formulaire de contact est sur la page web : ${pageUrl}`,
    liveDemo: (pageUrl: string) => `La démo interactive est sur la page web : ${pageUrl}`,
    sandboxSignup: (pageUrl: string) =>
      `Le formulaire qui crée votre bac à sable est sur la page web : ${pageUrl} ; l’appel \`POST /api/v1/sandboxes\` fait de même.`,
    logo: (background: string) => `Logo Yonnee sur fond ${background} (SVG)`,
  },
} as const;
