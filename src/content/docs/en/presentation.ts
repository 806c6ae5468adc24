import { docsPath } from '../../../paths/paths';
import type { DocPageContent } from '../types';
import * as glyphs from '../../../kit/Icon/glyphs';

export const presentation: DocPageContent = {
  page: 'presentation',
  lead: 'Yonnee is a payment aggregation platform for French-speaking Africa: one integration to collect payments by mobile money, bank card, bank transfer and e-wallets, and to pay out money to your customers, suppliers and employees.',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In Senegal, Côte d’Ivoire, Mali, Burkina Faso, Benin, Togo, Cameroon, Guinea or Niger, your customers pay with Wave, Orange Money, Moov Money, Free Money, MTN Mobile Money or their bank card. Each operator has its own contract, API and rules: Yonnee brings them together behind a single API, in CFA francs (XOF, XAF) and Guinean francs (GNF).',
        },
        {
          kind: 'paragraph',
          text: 'This documentation is for developers and the technical teams of merchants, online shops, marketplaces and businesses. It describes the integration modes, every call of the merchant API with examples to copy, the mobile SDKs and outgoing payments.',
        },
      ],
    },
    {
      id: 'objectifs',
      title: 'Goals',
      blocks: [
        {
          kind: 'features',
          items: [
            {
              icon: glyphs.wallet,
              title: 'Bring payments together',
              text: 'One merchant account, one balance and one statement for every operator and every country: your teams no longer juggle several dashboards.',
            },
            {
              icon: glyphs.smartphone,
              title: 'Improve your customers’ experience',
              text: 'Your customers pay with the method they already use, from an entry-level phone as well as from a computer, with clear instructions for each operator.',
            },
            {
              icon: glyphs.shield,
              title: 'Keep payments secure and compliant',
              text: 'Every call is authenticated by three credentials, exchanges are encrypted and the hosted payment page complies with the PCI-DSS standard for bank cards.',
            },
          ],
        },
      ],
    },
    {
      id: 'fonctionnalites-cles',
      title: 'Key features',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Pay-ins',
              description: `Mobile money and bank cards through the [API](${docsPath('api', 'en')}), with a payment request sent to the customer’s phone or an OTP code they generate themselves.`,
            },
            {
              term: 'Payment links',
              description: `A unique link to share by email, text message or social media, which opens the [hosted payment page](${docsPath('saas', 'en')}): no technical integration.`,
            },
            {
              term: 'Widget',
              description: `The payment page in an iframe on your site, to keep your customers with you ([widget integration](${docsPath('widget', 'en')})).`,
            },
            {
              term: 'Payouts',
              description: `A [payout](${docsPath('versement', 'en')}) to a mobile money account: a refund, a commission, a supplier’s settlement.`,
            },
            {
              term: 'Mass payouts',
              description: `Dozens of recipients paid in a single call ([mass payouts](${docsPath('mass', 'en')})), salaries or bonuses, credited in under 5 minutes.`,
            },
            {
              term: 'Mobile SDKs',
              description: `A Dart package for [Flutter](${docsPath('flutter', 'en')}) and an .aar library for [Android](${docsPath('android', 'en')}) with Kotlin Jetpack Compose.`,
            },
            {
              term: 'Plugins',
              description:
                'WordPress, WooCommerce, Drupal, Magento and other shop platforms: Yonnee payments are added from your shop’s administration.',
            },
          ],
        },
      ],
    },
    {
      id: 'pour-commencer',
      title: 'Getting started',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            `Compare the [integration modes](${docsPath('introduction', 'en')}) and choose the one that suits your team.`,
            `Check the [prerequisites](${docsPath('prerequis', 'en')}): an active merchant account, credentials, HTTPS.`,
            `Make your first calls in the sandbox with the **Try it** button of the [API reference](${docsPath('api', 'en')}).`,
          ],
        },
      ],
    },
  ],
};
