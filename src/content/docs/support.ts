import { docsPath } from '../../paths/paths';
import { answerPromise } from '../contact';
import type { DocPageContent } from './types';

export const support: DocPageContent = {
  page: 'support',
  lead: `Une question d’intégration, un paiement à comprendre, un compte à activer ? Écrivez à l’équipe support de Yonnee. ${answerPromise}`,
  sections: [
    {
      id: 'nous-ecrire',
      title: 'Nous écrire',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pour un problème d’intégration, indiquez l’appel concerné, l’heure et le `transactionId` ou l’`idClient` : nous retrouverons la requête plus vite. N’écrivez jamais vos identifiants d’API dans un message.',
        },
        { kind: 'widget', name: 'supportContact' },
      ],
    },
    {
      id: 'nous-trouver',
      title: 'Nous trouver',
      blocks: [{ kind: 'widget', name: 'officeMap' }],
    },
    {
      id: 'avant-d-ecrire',
      title: 'Avant d’écrire',
      blocks: [
        {
          kind: 'list',
          items: [
            `Une erreur 400 ? Le champ \`data.title\` de la réponse dit quoi corriger ([gérer les erreurs](${docsPath('api')}#erreurs)).`,
            `Un paiement reste en attente ? Le client n’a peut-être pas encore validé sur son téléphone : [suivez son statut](${docsPath('api')}#suivre-le-statut).`,
            `Un doute sur un comportement ? Reproduisez-le dans le [bac à sable](${docsPath('prerequis')}#bac-a-sable) avec les numéros de test.`,
          ],
        },
      ],
    },
  ],
};
