/** The newsletter's unsubscribe page (/newsletter/desinscription/{secret}). */
export const unsubscribeCopy = {
  title: 'Désinscription de la lettre',
  intro: 'Une lettre par mois : nouveaux pays, nouveaux moyens de paiement, conseils.',
  confirm: (email: string) => `Ne plus envoyer la lettre de Yonnee à l’adresse ${email} ?`,
  submit: 'Me désinscrire',
  done: (email: string) =>
    `C’est fait : l’adresse ${email} ne recevra plus notre lettre. Vous pouvez vous réinscrire depuis la page d’accueil.`,
  already: (email: string) => `L’adresse ${email} est déjà désinscrite : rien à refaire.`,
  invalid:
    'Ce lien de désinscription n’est pas valable : ouvrez le lien complet reçu avec la lettre, ou écrivez-nous depuis la page Contact.',
  noLink:
    'Pour vous désinscrire, ouvrez le lien « Se désinscrire » reçu avec la lettre ou donné à l’inscription.',
  home: 'Retour à l’accueil',
  honeypot: 'Laissez ce champ vide',
} as const;
