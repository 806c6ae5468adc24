import { paths } from '../paths/paths';

/** Section 8's heading; the questions themselves live in `faq.ts`. */
export const homeFaq = {
  eyebrow: 'Questions fréquentes',
  title: 'Vos questions, nos réponses',
  allLabel: 'Toutes les questions',
  allHref: paths.faq,
} as const;
