/** Section 9. No network call: the spec shows none for the newsletter. */
export interface NewsletterContent {
  title: string;
  lead: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  emptyError: string;
  invalidError: string;
  successTitle: string;
  /** Toast description; `{email}` is replaced by the address. */
  successDescription: string;
  /** Said under the field once subscribed (new, again, or back after unsubscribing). */
  subscribed: Record<'new' | 'already' | 'renewed', string>;
  unsubscribeLabel: string;
  honeypot: string;
  privacyNote: string;
  privacyLabel: string;
}

export const newsletter: NewsletterContent = {
  title: 'Restez informé',
  lead: 'Nouveaux pays, nouveaux moyens de paiement et conseils pour vendre en ligne : une lettre par mois, désinscription en un clic.',
  label: 'Adresse email',
  placeholder: 'Votre adresse email',
  submitLabel: 'Souscrire',
  emptyError: 'Saisissez votre adresse email.',
  invalidError: 'Cette adresse email n’est pas valide. Exemple : awa.diop@exemple.sn',
  successTitle: 'Inscription enregistrée',
  successDescription: 'L’adresse {email} figure sur la liste de notre lettre mensuelle.',
  subscribed: {
    new: 'Inscription enregistrée : l’adresse {email} figure sur la liste de notre lettre mensuelle.',
    already: 'L’adresse {email} est déjà inscrite : rien à refaire.',
    renewed: 'L’adresse {email} est de nouveau inscrite.',
  },
  unsubscribeLabel: 'Se désinscrire',
  honeypot: 'Laissez ce champ vide',
  privacyNote: 'Votre adresse sert uniquement à l’envoi de cette lettre.',
  privacyLabel: 'Politique de confidentialité',
};
