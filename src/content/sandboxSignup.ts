/** The words of the docs' form that creates a developer's own sandbox, in one language. */
export interface SandboxSignupCopy {
  title: string;
  lead: string;
  nameLabel: string;
  nameHint: (max: number) => string;
  nameTooLong: (max: number) => string;
  nameControl: string;
  submit: string;
  /** What a screen reader hears while the form is being sent. */
  sending: string;
  honeypot: string;
  created: string;
  codeLabel: string;
  copyContext: string;
  unavailable: string;
  /** Said when no answer came; French pages say the site's usual words (lib/forms/send.ts). */
  offline?: string;
}

/** The docs' form that creates a developer's own sandbox (src/sections/SandboxSignup). */
export const sandboxSignupCopy: SandboxSignupCopy = {
  title: 'Créer mon bac à sable',
  lead: 'Vos propres identifiants, avec des données à vous : gardées par le serveur, elles survivent à ses redémarrages, et vous seul les voyez et les videz.',
  nameLabel: 'Nom du bac à sable (facultatif)',
  nameHint: (max: number) => `Pour le reconnaître, ${max} caractères au plus.`,
  nameTooLong: (max: number) => `Le nom compte au plus ${max} caractères.`,
  nameControl:
    'Le nom ne peut contenir de caractère de contrôle (retour à la ligne, tabulation, caractère nul…).',
  submit: 'Créer mon bac à sable',
  sending: 'Envoi en cours…',
  honeypot: 'Laissez ce champ vide',
  created:
    'Votre bac à sable est créé. Copiez ces identifiants maintenant : ils ne seront plus affichés, et Yonnee n’en garde qu’une empreinte.',
  codeLabel: 'Vos identifiants',
  copyContext: 'vos identifiants de bac à sable',
  unavailable:
    'Ce serveur ne crée pas de bac à sable personnel pour le moment : utilisez les identifiants publics ci-dessus, ou réessayez plus tard.',
};
