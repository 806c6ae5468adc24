import { docsPath } from '../../paths/paths';
import { endpointDocs } from './apiReference';
import type { DocPageContent } from './types';

export const versement: DocPageContent = {
  page: 'versement',
  lead: 'Un versement envoie de l’argent de votre solde Yonnee vers un compte mobile money : rembourser un client, payer un fournisseur, reverser une commission à un vendeur de votre place de marché.',
  sections: [
    {
      id: 'avant-de-verser',
      title: 'Avant de verser',
      blocks: [
        {
          kind: 'list',
          items: [
            `Votre solde doit couvrir le montant et les frais : vérifiez-le avec [${endpointDocs.getBalance.title.toLowerCase()}](${docsPath('api')}#${endpointDocs.getBalance.anchor}).`,
            'Le montant débité de votre solde est `realAmount` : le montant versé plus les frais.',
            'Chaque versement porte une `Idempotency-Key` : si vous réessayez après une erreur réseau, reprenez la même clé pour ne pas payer deux fois.',
          ],
        },
      ],
    },
    {
      id: 'effectuer-un-versement',
      title: 'Effectuer un versement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Indiquez le montant, la devise, le moyen de paiement et le numéro du bénéficiaire. La réponse contient le versement avec son `status` et son `transactionId`.',
        },
        { kind: 'endpoint', id: 'createPayout' },
      ],
    },
    {
      id: 'ajouter-un-compte',
      title: 'Ajouter un compte de versement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Enregistrez les bénéficiaires que vous payez souvent : nom, prénom, e-mail et numéro avec son indicatif.',
        },
        { kind: 'endpoint', id: 'addPayoutContact' },
      ],
    },
    {
      id: 'recuperer-les-versements',
      title: 'Récupérer les versements',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Listez vos versements pour les rapprocher de votre comptabilité ou pour suivre ceux qui sont encore en attente.',
        },
        { kind: 'endpoint', id: 'listPayouts' },
      ],
    },
    {
      id: 'plusieurs-beneficiaires',
      title: 'Plusieurs bénéficiaires ?',
      blocks: [
        {
          kind: 'paragraph',
          text: `Pour payer des dizaines de personnes à la fois, salaires ou primes, utilisez le [paiement de masse](${docsPath('mass')}) : un seul appel pour toute la liste.`,
        },
      ],
    },
  ],
};
