import { docsPath } from '../../../paths/paths';
import { endpointDocs } from './apiReference';
import type { DocPageContent } from '../types';

export const mass: DocPageContent = {
  page: 'mass',
  lead: 'A mass payout pays money to a whole list of recipients in a single call: salaries, bonuses, grouped refunds or supplier settlements. Each recipient is credited on their mobile money account in under 5 minutes.',
  sections: [
    {
      id: 'fonctionnement',
      title: 'How it works',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Prepare the list',
              text: 'For each recipient: last name, first name, email, amount, currency, dialling code, number and payment method code.',
            },
            {
              title: 'Check your balance',
              text: `The total of the amounts and fees must be available: [${endpointDocs.getBalance.title.toLowerCase()}](${docsPath('api', 'en')}#${endpointDocs.getBalance.anchor}).`,
            },
            {
              title: 'Send the list in one call',
              text: 'With an `Idempotency-Key`: if the response is lost, send the same list again with the same key, and nobody will be paid twice.',
            },
            {
              title: 'Follow each recipient',
              text: 'The response details each recipient with their `transactionId`; the list of mass payouts keeps the history.',
            },
          ],
        },
      ],
    },
    {
      id: 'lancer-un-paiement-de-masse',
      title: 'Start a mass payout',
      blocks: [{ kind: 'endpoint', id: 'createMassPayout' }],
    },
    {
      id: 'recuperer-les-paiements-de-masse',
      title: 'Retrieve mass payouts',
      blocks: [{ kind: 'endpoint', id: 'listMassPayouts' }],
    },
    {
      id: 'conseils',
      title: 'Tips',
      blocks: [
        {
          kind: 'list',
          items: [
            'Check the numbers before sending: a number malformed for its country gets the whole list refused, with the recipient at fault named in `data.title`.',
            'Keep your own batch reference to match the response with your payroll file.',
            `Just one recipient? A [payout](${docsPath('versement', 'en')}) is enough.`,
          ],
        },
      ],
    },
  ],
};
