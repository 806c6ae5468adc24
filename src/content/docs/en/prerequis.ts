import { SANDBOX_CREDENTIALS, SANDBOX_START_BALANCE } from '../../../api/sandboxCredentials';
import { docsPath } from '../../../paths/paths';
import {
  TEST_CARDS,
  TEST_PHONE_NUMBERS,
  testOutcomes,
  testPhoneGuide,
  testPhoneNumber,
} from '../../../api/sandboxTestNumbers';
import { site } from '../../site';
import type { DocPageContent } from '../types';

const startBalance = SANDBOX_START_BALANCE;
const amount = (value: number, currency: string) =>
  `${new Intl.NumberFormat('en-US').format(value)} ${currency}`;

export const prerequis: DocPageContent = {
  page: 'prerequis',
  lead: 'Three things before your first call: an active merchant account, the credentials given when it is approved and a secure HTTPS connection. The sandbox, on the other hand, is open to everyone.',
  sections: [
    {
      id: 'compte-marchand',
      title: 'An active merchant account',
      blocks: [
        {
          kind: 'paragraph',
          text: `Create your account on the [merchant portal](${site.merchantRegisterUrl}) with your company’s details. Our team reviews your application, then activates the account: you can then collect and pay out money.`,
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'No subscription',
          text: 'A standard account has no monthly subscription: you pay a small commission on each payment.',
        },
      ],
    },
    {
      id: 'identifiants',
      title: 'Your credentials',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When the account is approved, you receive three credentials. Every API call carries all three, in the HTTP headers:',
        },
        {
          kind: 'table',
          caption: 'The three credentials and their header',
          columns: ['Credential', 'HTTP header', 'Value sent'],
          rows: [
            ['API key', '`x-api-key`', '`{key}`'],
            ['API token', '`X-API-TOKEN`', '`{token}`'],
            ['JWT', '`Authorization`', '`Bearer {jwt}`'],
          ],
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Keep them on your server',
          text: 'These credentials give access to your balance: never put them in the code of a web page, a mobile app or a code repository. Keep them in your server’s environment variables and make the calls from it.',
        },
      ],
    },
    {
      id: 'https',
      title: 'A secure HTTPS connection',
      blocks: [
        {
          kind: 'list',
          items: [
            'Call the API over HTTPS only: the credentials travel in the headers and must stay encrypted.',
            `The notification URLs you give (fields \`ipn\`, \`Ipn\` or \`notifyUrl\`) must use HTTPS, with a valid certificate; the sandbox also accepts \`http://\` for a test server. Their requests are [signed](${docsPath('notifications', 'en')}#verifier).`,
            'If you integrate the widget, the page that holds the iframe must be served over HTTPS too.',
          ],
        },
      ],
    },
    {
      id: 'bac-a-sable',
      title: 'The sandbox',
      blocks: [
        {
          kind: 'paragraph',
          text: `The sandbox answers like the API, on the same host as this documentation, with public test credentials. It never moves real money. It is what the **Try it** button of the [API reference](${docsPath('api', 'en')}) calls.`,
        },
        {
          kind: 'table',
          caption: 'Sandbox credentials',
          columns: ['Header', 'Test value'],
          rows: [
            ['`x-api-key`', `\`${SANDBOX_CREDENTIALS.apiKey}\``],
            ['`X-API-TOKEN`', `\`${SANDBOX_CREDENTIALS.apiToken}\``],
            ['`Authorization`', `\`Bearer ${SANDBOX_CREDENTIALS.jwt}\``],
          ],
        },
        {
          kind: 'paragraph',
          text: `The [notifications](${docsPath('notifications', 'en')}) of these credentials are signed with the public secret \`${SANDBOX_CREDENTIALS.webhookSecret}\`; a pending operation is completed or failed by a [sandbox action](${docsPath('notifications', 'en')}#actions-du-bac-a-sable).`,
        },
        {
          kind: 'paragraph',
          text: 'For data of your own, create your sandbox: it has its own credentials and notification secret, the server keeps its data (they survive its restarts and are the same on all its instances), and `POST /api/v1/sandbox/reset` puts it back to its starting state. The form below works without JavaScript too; the call `POST /api/v1/sandboxes`, without credentials, does the same. At most 5 creations an hour from one address; each sandbox keeps its last 200 operations of each kind, and one that does not change for 30 days is deleted.',
        },
        { kind: 'widget', name: 'sandboxSignup' },
        {
          kind: 'paragraph',
          text: `The starting balance is ${amount(startBalance.availableBalance, startBalance.currency)}. The test numbers below choose the outcome of a payment or a payout; in other countries, the last 7 digits are what count (for example \`${testPhoneNumber('CI', 'rejected')}\`, rejected in Côte d’Ivoire).`,
        },
        {
          kind: 'table',
          caption: 'Test numbers in Senegal (dialling code 221)',
          columns: ['Number', 'Outcome'],
          rows: testOutcomes.map((outcome) => [
            `\`${TEST_PHONE_NUMBERS[outcome]}\``,
            testPhoneGuide[outcome].en,
          ]),
        },
        {
          kind: 'paragraph',
          text: `For bank cards, the card \`${TEST_CARDS.success}\` is accepted, the card \`${TEST_CARDS.rejected}\` is declined and the card \`${TEST_CARDS.insufficientBalance}\` does not have enough funds.`,
        },
      ],
    },
    {
      id: 'avant-la-production',
      title: 'Before going live',
      blocks: [
        {
          kind: 'list',
          items: [
            'Replace the sandbox credentials with yours, read from environment variables.',
            'Test every outcome: success, rejection, pending (then completion or failure), OTP code required, insufficient balance, and the verification of your notifications.',
            'Send an `Idempotency-Key` on every call that moves money, and reuse it when you retry.',
            'Show your customers the API’s message (`data.title`) when a payment is declined.',
          ],
        },
      ],
    },
  ],
};
