import { docsPath } from '../../../paths/paths';
import type { DocPageContent } from '../types';

export const support: DocPageContent = {
  page: 'support',
  lead: 'An integration question, a payment to understand, an account to activate? Write to the Yonnee support team. We answer every message within 24\u00a0hours.',
  sections: [
    {
      id: 'nous-ecrire',
      title: 'Write to us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For an integration problem, give the call concerned, the time and the `transactionId` or the `idClient`: we will find the request faster. Never write your API credentials in a message. You may write in English or in French.',
        },
        { kind: 'widget', name: 'supportContact' },
      ],
    },
    {
      id: 'nous-trouver',
      title: 'Find us',
      blocks: [{ kind: 'widget', name: 'officeMap' }],
    },
    {
      id: 'avant-d-ecrire',
      title: 'Before you write',
      blocks: [
        {
          kind: 'list',
          items: [
            `A 400 error? The response’s \`data.title\` field says what to fix ([handling errors](${docsPath('api', 'en')}#erreurs)).`,
            `A payment stays pending? The customer may not have approved it on their phone yet: [track its status](${docsPath('api', 'en')}#suivre-le-statut).`,
            `Unsure about a behaviour? Reproduce it in the [sandbox](${docsPath('prerequis', 'en')}#bac-a-sable) with the test numbers.`,
          ],
        },
      ],
    },
  ],
};
