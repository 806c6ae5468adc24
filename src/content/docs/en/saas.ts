import { docsPath } from '../../../paths/paths';
import { endpointDocs } from './apiReference';
import type { DocPageContent } from '../types';
import { paymentPageUrl } from '../paymentPageUrl';
import { paymentButton } from '../saasSamples';
import * as glyphs from '../../../kit/Icon/glyphs';

export const saas: DocPageContent = {
  page: 'saas',
  lead: 'The hosted payment page is the simplest way to accept Yonnee: you generate a link, put it behind a button or in a message, and your customers pay on a page we host and maintain.',
  sections: [
    {
      id: 'avantages',
      title: 'Benefits',
      blocks: [
        {
          kind: 'features',
          items: [
            {
              icon: glyphs.code,
              title: 'No development',
              text: 'No payment screen to design: the page shows the product, the amount and the country’s payment methods.',
            },
            {
              icon: glyphs.zap,
              title: 'Immediate deployment',
              text: 'A link can be used the second it is created, in an email, a text message, a post or on your site.',
            },
            {
              icon: glyphs.shield,
              title: 'PCI-DSS compliance',
              text: 'Card data is entered and processed at Yonnee, in a PCI-DSS compliant environment: your site stays outside its scope.',
            },
            {
              icon: glyphs.lock,
              title: 'Encryption',
              text: 'The page is served over HTTPS only; payment data stays encrypted (TLS) from the customer’s device to Yonnee.',
            },
            {
              icon: glyphs.alert,
              title: 'Fraud protection',
              text: 'Every payment is checked before it is accepted, and every link is tied to an amount and a product that cannot be changed.',
            },
          ],
        },
      ],
    },
    {
      id: 'generer-un-lien',
      title: 'Generating a payment link',
      blocks: [
        {
          kind: 'paragraph',
          text: `From your server, call [${endpointDocs.createPaymentLink.title.toLowerCase()}](${docsPath('api', 'en')}#${endpointDocs.createPaymentLink.anchor}) with the amount, the country, the currency and the product. The response contains \`urlPayIn\`, the URL of the payment page, of the form \`${paymentPageUrl}\`.`,
        },
        {
          kind: 'paragraph',
          text: 'Without a developer, create the link from your merchant dashboard and copy it.',
        },
        { kind: 'widget', name: 'checkoutDemo', mode: 'open' },
      ],
    },
    {
      id: 'bouton-de-paiement',
      title: 'Putting the link in a button',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Put the link behind a button on your site: an ordinary HTML link is enough, styled like your other buttons.',
        },
        {
          kind: 'code',
          sample: {
            language: 'html',
            label: 'HTML',
            copyContext: 'the button code',
            code: paymentButton,
          },
        },
        {
          kind: 'callout',
          tone: 'success',
          title: 'Sharing on social media',
          text: 'The same link works in WhatsApp, Facebook, Instagram, a text message or an email: it is often the first payment method of sellers who have no website.',
        },
      ],
    },
    {
      id: 'apres-le-paiement',
      title: 'After the payment',
      blocks: [
        {
          kind: 'list',
          items: [
            'The customer sees the outcome on the page: payment accepted, pending or declined, with the reason.',
            'Your `ipn` URL is notified; the payment also shows in the list of your pay-ins.',
            'Want to keep the customer on your site? Show the same page in an iframe with the [widget](' +
              docsPath('widget', 'en') +
              ').',
          ],
        },
      ],
    },
  ],
};
