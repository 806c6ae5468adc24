import { docsPath } from '../paths/paths';
import * as glyphs from '../kit/Icon/glyphs';
import type { Feature } from './homeFeature';

/** A plugin or SDK shown as a neutral wordmark in section 4. */
export interface Plugin {
  id: string;
  name: string;
  /** What it is, read after the name. */
  kind: string;
}

export interface DeveloperPlatformContent {
  eyebrow: string;
  title: string;
  lead: string;
  features: readonly Feature[];
  pluginsTitle: string;
  plugins: readonly Plugin[];
  docsLabel: string;
  docsHref: string;
  compareLabel: string;
  compareHref: string;
}

export const developerPlatform: DeveloperPlatformContent = {
  eyebrow: 'Tableau de bord et API',
  title: 'Pilotez tout depuis un tableau de bord, intégrez en quelques lignes',
  lead: 'Suivez vos encaissements et vos versements au même endroit. Côté technique, une API REST documentée, des plugins et des SDK pour ne rien réécrire.',
  features: [
    {
      id: 'tableau-de-bord',
      icon: glyphs.monitor,
      title: 'Un tableau de bord clair',
      text: 'Solde disponible, transactions, versements et relevés exportables, mis à jour en temps réel.',
    },
    {
      id: 'api',
      icon: glyphs.code,
      title: 'Une API REST documentée',
      text: 'Mobile money, carte, liens de paiement et versements : chaque appel est décrit avec un exemple à copier.',
    },
    {
      id: 'plugins',
      icon: glyphs.smartphone,
      title: 'Des plugins et des SDK',
      text: 'Une boutique en ligne ou une application mobile ? Branchez Yonnee sans partir de zéro.',
    },
  ],
  pluginsTitle: 'Intégrations prêtes à l’emploi',
  plugins: [
    { id: 'wordpress', name: 'WordPress', kind: 'plugin' },
    { id: 'woocommerce', name: 'WooCommerce', kind: 'plugin' },
    { id: 'drupal', name: 'Drupal', kind: 'module' },
    { id: 'magento', name: 'Magento', kind: 'extension' },
    { id: 'flutter', name: 'Flutter', kind: 'SDK' },
    { id: 'android', name: 'Android', kind: 'SDK' },
  ],
  docsLabel: 'Lire la documentation',
  docsHref: docsPath('presentation'),
  compareLabel: 'Comparer les modes d’intégration',
  compareHref: docsPath('introduction'),
};
