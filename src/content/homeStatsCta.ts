import { paths } from '../paths/paths';
import type { Glyph } from '../kit/Icon';
import * as glyphs from '../kit/Icon/glyphs';

/** A figure of section 7: `value` is shown, `spoken` is what assistive tech reads instead. */
export interface Stat {
  id: string;
  value: string;
  spoken: string;
  label: string;
}

export interface StatsCtaContent {
  title: string;
  lead: string;
  stats: readonly Stat[];
  badges: readonly { id: string; icon: Glyph; label: string }[];
  startLabel: string;
  pricingLabel: string;
  pricingHref: string;
}

// Narrow no-break spaces keep French thousands together at any width.
export const statsCta: StatsCtaContent = {
  title: 'Rejoignez les entreprises qui encaissent avec Yonnee',
  lead: 'Ouvrez votre compte marchand en ligne ; vos identifiants d’API vous sont remis dès sa validation.',
  stats: [
    { id: 'pays', value: '15+', spoken: 'Plus de 15', label: 'pays' },
    {
      id: 'transactions',
      value: '~76\u202f000',
      spoken: 'Environ 76\u202f000',
      label: 'transactions par mois',
    },
    {
      id: 'utilisateurs',
      value: '15\u202f000+',
      spoken: 'Plus de 15\u202f000',
      label: 'utilisateurs',
    },
    { id: 'devises', value: '5', spoken: '5', label: 'devises' },
  ],
  badges: [
    { id: 'pci', icon: glyphs.card, label: 'Conforme PCI DSS' },
    { id: 'https', icon: glyphs.lock, label: 'Échanges chiffrés HTTPS' },
    { id: 'fraude', icon: glyphs.shield, label: 'Contrôles anti-fraude' },
  ],
  startLabel: 'Démarrer',
  pricingLabel: 'Voir les tarifs',
  pricingHref: paths.pricingFr,
};
