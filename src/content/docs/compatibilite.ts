import { docsPath } from '../../paths/paths';
import { flutterPackage } from './flutterPackage';
import type { DocPageContent } from './types';

export const compatibilite: DocPageContent = {
  page: 'compatibilite',
  lead: 'Le site, la page de paiement hébergée et le widget fonctionnent dans la dernière version des navigateurs courants, sur ordinateur comme sur téléphone, y compris sur les téléphones Android d’entrée de gamme.',
  sections: [
    {
      id: 'navigateurs',
      title: 'Navigateurs pris en charge',
      blocks: [
        {
          kind: 'table',
          caption: 'Navigateurs pris en charge et versions',
          columns: ['Navigateur', 'Systèmes', 'Version'],
          rows: [
            ['Google Chrome', 'Windows, macOS, Linux, Android', 'Dernière version'],
            ['Mozilla Firefox', 'Windows, macOS, Linux, Android', 'Dernière version'],
            ['Safari', 'macOS', 'Dernière version'],
            ['Safari', 'iOS et iPadOS', 'Dernière version'],
            ['Microsoft Edge', 'Windows, macOS', 'Dernière version'],
            ['Opera', 'Windows, macOS, Linux, Android', 'Dernière version'],
            [
              'Navigateurs mobiles',
              'Samsung Internet, Chrome et Firefox pour Android, Safari sur iPhone',
              'Dernière version',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Les versions plus anciennes affichent les pages, mais certaines fonctions peuvent manquer. Les navigateurs mettent à jour leurs versions automatiquement : gardez ces mises à jour activées, elles apportent aussi les correctifs de sécurité.',
        },
      ],
    },
    {
      id: 'conditions',
      title: 'Ce dont les pages ont besoin',
      blocks: [
        {
          kind: 'list',
          items: [
            'JavaScript activé pour payer : la page de paiement et le widget en ont besoin pour suivre le paiement en direct.',
            'Une connexion HTTPS : la page de paiement n’est servie qu’en HTTPS ; servez aussi en HTTPS la page qui contient le widget.',
            'Le texte des pages reste lisible avec un zoom jusqu’à 200 % et avec le mode sombre du système.',
          ],
        },
      ],
    },
    {
      id: 'applications-mobiles',
      title: 'Applications mobiles',
      blocks: [
        {
          kind: 'paragraph',
          text: `Pour une application, utilisez le [SDK Flutter](${docsPath('flutter')}#sdk) (Dart ${flutterPackage.dart}+, Flutter ${flutterPackage.flutter}+) ou le [SDK Android](${docsPath('android')}) pour Kotlin Jetpack Compose.`,
        },
      ],
    },
    {
      id: 'signaler-un-probleme',
      title: 'Signaler un problème',
      blocks: [
        {
          kind: 'paragraph',
          text: `Une page s’affiche mal dans votre navigateur ? [Écrivez au support](${docsPath('support')}) en précisant le navigateur, sa version et le système de l’appareil.`,
        },
      ],
    },
  ],
};
