import { docsPath } from '../../paths/paths';
import { endpointDocs } from './apiReference';
import { flutterPackage } from './flutterPackage';
import type { DocPageContent } from './types';

const apiLink = (id: keyof typeof endpointDocs) =>
  `[${endpointDocs[id].title.toLowerCase()}](${docsPath('api')}#${endpointDocs[id].anchor})`;

export const changelog: DocPageContent = {
  page: 'changelog',
  lead: 'Les évolutions de l’API marchand, des SDK et de la documentation, de la plus récente à la plus ancienne.',
  sections: [
    {
      id: 'avril-2025',
      title: 'Avril 2025',
      blocks: [
        {
          kind: 'changes',
          items: [
            {
              type: 'added',
              text: `SDK Flutter \`${flutterPackage.name}\` ${flutterPackage.version.replace('^', '')} : installation avec \`dart pub add\` ou \`flutter pub add\`, pour Dart ${flutterPackage.dart}+ et Flutter ${flutterPackage.flutter}+ ([documentation](${docsPath('flutter')}#sdk)).`,
            },
            {
              type: 'added',
              text: `Bouton **Essayer** dans la référence de l’API : chaque appel s’envoie au bac à sable depuis la documentation.`,
            },
            {
              type: 'improved',
              text: `La liste des moyens de paiement donne les instructions de chaque opérateur en français et en anglais (\`instructions\`, \`instructionsEn\`).`,
            },
          ],
        },
      ],
    },
    {
      id: 'fevrier-2025',
      title: 'Février 2025',
      blocks: [
        {
          kind: 'changes',
          items: [
            {
              type: 'added',
              text: `Paiement de masse : ${apiLink('createMassPayout')} et ${apiLink('listMassPayouts')}, pour payer toute une liste de bénéficiaires en un appel.`,
            },
            {
              type: 'added',
              text: 'En-tête `Idempotency-Key` sur les appels qui déplacent de l’argent : un nouvel essai avec la même clé rend la première réponse.',
            },
            {
              type: 'fixed',
              text: 'Les erreurs de validation nomment désormais le champ en cause dans `data.field`.',
            },
          ],
        },
      ],
    },
    {
      id: 'janvier-2025',
      title: 'Janvier 2025',
      blocks: [
        {
          kind: 'changes',
          items: [
            {
              type: 'added',
              text: `Widget : la page de paiement d’un lien s’intègre dans une iframe ([intégration par widget](${docsPath('widget')}#intégrationWidget)).`,
            },
            {
              type: 'added',
              text: `SDK Android : une bibliothèque .aar pour Kotlin Jetpack Compose, intégrée en 5 étapes ([documentation](${docsPath('android')})).`,
            },
            {
              type: 'improved',
              text: `${apiLink('getTransactionStatus')} renvoie le détail complet de la transaction, frais compris (\`realAmount\`).`,
            },
          ],
        },
      ],
    },
    {
      id: 'decembre-2024',
      title: 'Décembre 2024',
      blocks: [
        {
          kind: 'changes',
          items: [
            {
              type: 'added',
              text: `Liens de paiement : ${apiLink('createPaymentLink')} et sa page de paiement hébergée.`,
            },
            {
              type: 'added',
              text: `Versements : ${apiLink('createPayout')}, ${apiLink('addPayoutContact')} et ${apiLink('listPayouts')}.`,
            },
            {
              type: 'added',
              text: 'Nouveaux pays : Guinée (GNF) et Niger, en plus du Sénégal, de la Côte d’Ivoire, du Mali, du Burkina Faso, du Bénin, du Togo et du Cameroun.',
            },
          ],
        },
      ],
    },
  ],
};
