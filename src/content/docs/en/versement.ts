import { docsPath } from '../../../paths/paths';
import { endpointDocs } from './apiReference';
import type { DocPageContent } from '../types';

export const versement: DocPageContent = {
  page: 'versement',
  lead: 'A payout sends money from your Yonnee balance to a mobile money account: refund a customer, pay a supplier, pass a commission on to a seller of your marketplace.',
  sections: [
    {
      id: 'avant-de-verser',
      title: 'Before paying out',
      blocks: [
        {
          kind: 'list',
          items: [
            `Your balance must cover the amount and the fees: check it with [${endpointDocs.getBalance.title.toLowerCase()}](${docsPath('api', 'en')}#${endpointDocs.getBalance.anchor}).`,
            'The amount debited from your balance is `realAmount`: the amount paid out plus the fees.',
            'Each payout carries an `Idempotency-Key`: if you retry after a network error, reuse the same key so as not to pay twice.',
          ],
        },
      ],
    },
    {
      id: 'effectuer-un-versement',
      title: 'Make a payout',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Give the amount, the currency, the payment method and the recipient’s number. The response contains the payout with its `status` and its `transactionId`.',
        },
        { kind: 'endpoint', id: 'createPayout' },
      ],
    },
    {
      id: 'ajouter-un-compte',
      title: 'Add a payout account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Save the recipients you pay often: last name, first name, email and number with its dialling code.',
        },
        { kind: 'endpoint', id: 'addPayoutContact' },
      ],
    },
    {
      id: 'recuperer-les-versements',
      title: 'Retrieve payouts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'List your payouts to reconcile them with your accounts or to follow those still pending.',
        },
        { kind: 'endpoint', id: 'listPayouts' },
      ],
    },
    {
      id: 'plusieurs-beneficiaires',
      title: 'Several recipients?',
      blocks: [
        {
          kind: 'paragraph',
          text: `To pay dozens of people at once, salaries or bonuses, use [mass payouts](${docsPath('mass', 'en')}): a single call for the whole list.`,
        },
      ],
    },
  ],
};
