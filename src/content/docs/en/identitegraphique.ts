import type { DocPageContent } from '../types';

export const identitegraphique: DocPageContent = {
  page: 'identitegraphique',
  lead: 'Showing Yonnee as a payment method on your site, your app or your printed material? Use the official logo files and follow these few rules.',
  sections: [
    {
      id: 'logo',
      title: 'The logo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The logo combines the symbol, a Y in a square with rounded corners, and the name Yonnee. It comes in two versions: one for light backgrounds, the other for dark backgrounds. Enlarge them to see them in detail and download them as SVG, which stays sharp at every size.',
        },
        { kind: 'widget', name: 'brandLogos' },
      ],
    },
    {
      id: 'couleurs',
      title: 'Colours',
      blocks: [
        {
          kind: 'table',
          caption: 'Logo colours',
          columns: ['Use', 'Light background', 'Dark background'],
          rows: [
            ['Symbol', '`#2451D6`', '`#8FB3FF`'],
            ['Y of the symbol', '`#FFFFFF`', '`#080E1A`'],
            ['Name Yonnee', '`#0E1626`', '`#EEF2F7`'],
          ],
        },
      ],
    },
    {
      id: 'regles-d-usage',
      title: 'Rules of use',
      blocks: [
        {
          kind: 'list',
          items: [
            'Leave clear space around the logo at least half the height of the symbol.',
            'Do not go below 24 pixels high for the symbol on screen.',
            'Do not distort the logo, change its colours, or add a shadow or an outline.',
            'On a photo or a busy background, place the logo on a flat light or dark area.',
            'To signal the payment, write “Pay with Yonnee” next to the logo rather than in it.',
          ],
        },
      ],
    },
  ],
};
