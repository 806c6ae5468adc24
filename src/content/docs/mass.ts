import { docsPath } from '../../paths/paths';
import { endpointDocs } from './apiReference';
import type { DocPageContent } from './types';

export const mass: DocPageContent = {
  page: 'mass',
  lead: 'Le paiement de masse verse de l’argent à toute une liste de bénéficiaires en un seul appel : salaires, primes, remboursements groupés ou règlements de fournisseurs. Chaque bénéficiaire est crédité sur son compte mobile money en moins de 5 minutes.',
  sections: [
    {
      id: 'fonctionnement',
      title: 'Fonctionnement',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Préparez la liste',
              text: 'Pour chaque bénéficiaire : nom, prénom, e-mail, montant, devise, indicatif, numéro et code du moyen de paiement.',
            },
            {
              title: 'Vérifiez votre solde',
              text: `Le total des montants et des frais doit être disponible : [${endpointDocs.getBalance.title.toLowerCase()}](${docsPath('api')}#${endpointDocs.getBalance.anchor}).`,
            },
            {
              title: 'Envoyez la liste en un appel',
              text: 'Avec une `Idempotency-Key` : si la réponse se perd, renvoyez la même liste avec la même clé, personne ne sera payé deux fois.',
            },
            {
              title: 'Suivez chaque bénéficiaire',
              text: 'La réponse détaille chaque bénéficiaire avec son `transactionId` ; la liste des paiements de masse garde l’historique.',
            },
          ],
        },
      ],
    },
    {
      id: 'lancer-un-paiement-de-masse',
      title: 'Lancer un paiement de masse',
      blocks: [{ kind: 'endpoint', id: 'createMassPayout' }],
    },
    {
      id: 'recuperer-les-paiements-de-masse',
      title: 'Récupérer les paiements de masse',
      blocks: [{ kind: 'endpoint', id: 'listMassPayouts' }],
    },
    {
      id: 'conseils',
      title: 'Conseils',
      blocks: [
        {
          kind: 'list',
          items: [
            'Vérifiez les numéros avant l’envoi : un numéro mal formé pour son pays fait refuser toute la liste, avec le bénéficiaire en cause nommé dans `data.title`.',
            'Gardez votre propre référence de lot pour rapprocher la réponse de votre fichier de paie.',
            `Un seul bénéficiaire ? Un [versement](${docsPath('versement')}) suffit.`,
          ],
        },
      ],
    },
  ],
};
