import { docsPath } from '../../../paths/paths';
import { paymentPageUrl } from '../paymentPageUrl';
import { endpointDocs } from './apiReference';
import type { DocPageContent } from '../types';
import { iframe, outcomeListenerOf } from '../widgetSamples';
import * as glyphs from '../../../kit/Icon/glyphs';

const createLink = `[${endpointDocs.createPaymentLink.title}](${docsPath('api', 'en')}#${endpointDocs.createPaymentLink.anchor})`;

export const widget: DocPageContent = {
  page: 'widget',
  lead: 'The widget shows the Yonnee payment page in an iframe on your site. Your customers pay without leaving your page, and you have no payment screen to build or maintain.',
  sections: [
    {
      // The spec's anchor, kept as it is.
      id: 'intégrationWidget',
      title: 'Widget integration',
      blocks: [
        {
          kind: 'paragraph',
          text: `Each payment link has its page, at \`${paymentPageUrl}\`. The widget is nothing more than that page in an iframe: create the link from your server, then place the iframe where the customer should pay.`,
        },
        {
          kind: 'code',
          sample: {
            language: 'html',
            label: 'HTML',
            copyContext: 'the iframe code',
            code: iframe,
          },
        },
        {
          kind: 'paragraph',
          text: 'Replace `{token}` with the `token` returned when the link was created. Give the iframe a `title`: it is what screen readers announce.',
        },
      ],
    },
    {
      id: 'resultat-du-paiement',
      title: 'The outcome in your page',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When the payment goes through, is declined or stays pending with the operator, the page tells the page that shows it with `postMessage`, sent to your site’s origin only: the one in the `origin` parameter of the iframe’s URL (`?origin=https://votre-site.com`), otherwise that of the page that shows it. No other window receives the message.',
        },
        {
          kind: 'code',
          sample: {
            language: 'javascript',
            label: 'JavaScript',
            copyContext: 'the outcome listener',
            code: outcomeListenerOf('en'),
          },
        },
        {
          kind: 'definitions',
          items: [
            { term: '`type`', description: 'Always `yonnee:payment-outcome`.' },
            { term: '`token`', description: 'The `token` of the paid link.' },
            {
              term: '`status`',
              description:
                '`SUCCESS` (paid), `REJECTED` (declined: the customer can try again in the page) or `PENDING` (the operator did not confirm in time; the final outcome arrives at your `ipn` URL).',
            },
            {
              term: '`transactionId`',
              description: 'The identifier of the transaction, when there is one.',
            },
            { term: '`amount`, `currency`', description: 'The amount and currency of the link.' },
          ],
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'The message informs, it proves nothing',
          text: `Another page can imitate this message. Before delivering, confirm the payment on the server: the \`ipn\` notification or the [transaction’s status](${docsPath('api', 'en')}#${endpointDocs.getTransactionStatus.anchor}).`,
        },
        { kind: 'widget', name: 'checkoutDemo', mode: 'embed' },
      ],
    },
    {
      id: 'fonctionnalites',
      title: 'Features',
      blocks: [
        {
          kind: 'features',
          items: [
            {
              icon: glyphs.smartphone,
              title: 'Every payment method of the country',
              text: 'Wave, Orange Money, Moov Money, Free Money, MTN Mobile Money… the page offers the operators of the link’s country.',
            },
            {
              icon: glyphs.info,
              title: 'Each operator’s instructions',
              text: 'When an operator asks for a code, the page shows how to get it, in French.',
            },
            {
              icon: glyphs.lock,
              title: 'No sensitive data on your side',
              text: 'Phone numbers and confirmation codes are typed into the Yonnee page: your site never sees them.',
            },
            {
              icon: glyphs.zap,
              title: 'Effortless updates',
              text: 'New operators and improvements arrive in the iframe without changing your code.',
            },
          ],
        },
      ],
    },
    {
      id: 'cas-d-usage',
      title: 'Use cases',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Custom online shop**: the order page keeps your basket on the left and the payment on the right.',
            '**Bookings and ticketing**: the customer picks their seat then pays in the same page.',
            '**Paid registration** (school, association, event): the registration form ends with the payment.',
            '**Single-page web app**: the iframe opens in a modal dialog when it is time to pay.',
          ],
        },
      ],
    },
    {
      id: 'procedure',
      title: 'Integration steps',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Create the link from your server',
              text: `Call ${createLink} with the amount, the country, the currency and the product. Keep the \`token\` with the order.`,
            },
            {
              title: 'Insert the iframe',
              text: 'Put the code above in your page, with the link’s `token` in place of `{token}`.',
            },
            {
              title: 'Follow the payment',
              text: `Your \`ipn\` URL is notified of the outcome; you can also look up the [pay-ins](${docsPath('api', 'en')}#${endpointDocs.listTransactions.anchor}).`,
            },
            {
              title: 'Test in the sandbox',
              text: `Create a link with the [sandbox](${docsPath('prerequis', 'en')}#bac-a-sable) credentials and pay it with a test number to see each outcome.`,
            },
          ],
        },
      ],
    },
  ],
};
