import { SANDBOX_CREDENTIALS } from '../../../api/sandboxCredentials';
import { TEST_PHONE_NUMBERS } from '../../../api/sandboxTestNumbers';
import {
  spokenPause,
  WEBHOOK_RETRY_PAUSES_S,
  WEBHOOK_TIMEOUT_S,
  webhookEventTypes,
  type WebhookEventType,
} from '../../../api/sandboxWebhooks';
import { docsPath } from '../../../paths/paths';
import { endpointDocs } from './apiReference';
import { auth, examplePayload, origin, verificationOf } from '../notificationSamples';
import type { DocPageContent } from '../types';

const eventMeaning: Record<WebhookEventType, string> = {
  'payment.succeeded': 'A pay-in succeeded: mobile money, card or payment link. Deliver the order.',
  'payment.failed':
    'A pay-in was declined (wallet, card, operator). A payment link can still be paid.',
  'payment.pending':
    'The payer or the operator still has to confirm: another notification will follow.',
  'payout.succeeded':
    'A payout arrived; for a mass payout, one per recipient, with `massPayoutId`.',
  'payout.failed': 'A payout failed: its amount and its fees go back to your balance.',
  'payout.pending': 'The operator has not confirmed the payout yet.',
};

export const notifications: DocPageContent = {
  page: 'notifications',
  lead: 'At each status change of a pay-in or a payout, Yonnee sends a signed POST request (a webhook) to the notification URL (IPN) you gave when creating it. Check the signature, answer 2xx, and your order follows the payment without polling the API.',
  sections: [
    {
      id: 'evenements',
      title: 'Events',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A notification is sent when the operation is created with its status, then at each change: a pending pay-in therefore gets two, `payment.pending` then `payment.succeeded` or `payment.failed`.',
        },
        {
          kind: 'table',
          caption: 'Notification types',
          columns: ['Type', 'What happened'],
          rows: webhookEventTypes.map((type) => [`\`${type}\``, eventMeaning[type]]),
        },
      ],
    },
    {
      id: 'adresse',
      title: 'Giving the notification URL',
      blocks: [
        {
          kind: 'paragraph',
          text: `Every call that creates an operation accepts the URL under the three names the API uses — \`Ipn\`, \`ipn\` and \`notifyUrl\`, which mean the same thing: [mobile money pay-in](${docsPath('api', 'en')}#${endpointDocs.payInMobile.anchor}), [card pay-in](${docsPath('api', 'en')}#${endpointDocs.payInCard.anchor}), [payment link](${docsPath('api', 'en')}#${endpointDocs.createPaymentLink.anchor}), [payout](${docsPath('versement', 'en')}) and [mass payout](${docsPath('mass', 'en')}) (\`ipn\` next to \`payOutMassList\`: each recipient is notified like a payout).`,
        },
        {
          kind: 'list',
          items: [
            'An absolute URL in `https://` (or `http://` for a test server), at most 2,048 characters long.',
            'Without credentials (`user:password@`): they would end up in logs. The signature proves the origin.',
            'Two names with two different URLs are refused.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A refused URL gives a 400 response that names the field in `data.field`, and the operation is not created; the API’s message (in French): `L’adresse de notification (ipn) doit être une URL absolue en https://…`.',
        },
      ],
    },
    {
      id: 'charge-utile',
      title: 'What your server receives',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A POST in `application/json`: the type, the time of the change and the operation as the API returns it (its status, its amounts, your `idClient`). A mass payout recipient also carries `massPayoutId`.',
        },
        { kind: 'code', sample: { code: examplePayload, language: 'json', label: 'Body' } },
        {
          kind: 'table',
          caption: 'Signature headers (Standard Webhooks)',
          columns: ['Header', 'Content'],
          rows: [
            [
              '`webhook-id`',
              'Identifier of the notification (`msg_…`), the same on every attempt and every resend: deduplicate on it.',
            ],
            ['`webhook-timestamp`', 'Time of sending, in seconds since 1970 (UTC).'],
            [
              '`webhook-signature`',
              '`v1,` followed by the HMAC-SHA256, in base64, of `{webhook-id}.{webhook-timestamp}.{body}`.',
            ],
          ],
        },
      ],
    },
    {
      id: 'verifier',
      title: 'Verifying the signature',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your credentials come with a notification secret, `whsec_` followed by its value in base64. The HMAC key is that value decoded. Compute the signature over the raw body, as received, compare it in constant time with each of those in `webhook-signature` (separated by spaces), and refuse a notification whose time is more than 5 minutes away from yours: it is a replay.',
        },
        { kind: 'languageSamples', label: 'Verify a notification', samples: verificationOf('en') },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'The secret stays on your server',
          text: 'Like your credentials: an environment variable of your server, never a web page or a code repository.',
        },
      ],
    },
    {
      id: 'essais',
      title: 'Response and retries',
      blocks: [
        {
          kind: 'paragraph',
          text: `Answer a 2xx status within ${WEBHOOK_TIMEOUT_S} seconds: the notification is delivered. Any other status, a redirect (never followed: give the final URL), a network error or silence count as a failure, and the notification is sent again after a pause:`,
        },
        {
          kind: 'table',
          caption: 'Retry schedule',
          columns: ['Attempt', 'After the previous one failed'],
          rows: [
            ['1', 'right at the status change'],
            ...WEBHOOK_RETRY_PAUSES_S.map((pause, index) => [
              String(index + 2),
              spokenPause(pause),
            ]),
          ],
        },
        {
          kind: 'paragraph',
          text: `After the ${WEBHOOK_RETRY_PAUSES_S.length + 1}th failure, about 18 hours later, the notification is given up; the notification log keeps it and you can resend it. Notifications may arrive out of order or twice: rely on the \`status\` in \`data\` and on \`webhook-id\`, and when in doubt [check the status](${docsPath('api', 'en')}#${endpointDocs.getTransactionStatus.anchor}).`,
        },
      ],
    },
    {
      id: 'bac-a-sable',
      title: 'In the sandbox',
      blocks: [
        {
          kind: 'paragraph',
          text: `The \`npm start\` server really sends notifications. The sandbox’s public credentials have a public secret too, printed at start: \`${SANDBOX_CREDENTIALS.webhookSecret}\`. A sandbox server listening on your machine (127.0.0.1, the default) also delivers to private addresses, \`http://localhost:3000/ipn\` included; elsewhere, only to public addresses, unless \`WEBHOOK_ALLOW_PRIVATE=on\`. \`npm run dev\` and Storybook send nothing.`,
        },
      ],
      subsections: [
        {
          id: 'actions-du-bac-a-sable',
          title: 'Completing or failing a pending operation',
          blocks: [
            {
              kind: 'paragraph',
              text: `The test number ${TEST_PHONE_NUMBERS.pending} leaves the operation \`PENDING\`, like a payer who has not approved yet. Decide in the operator’s place: \`complete\` makes it succeed, \`fail\` makes it fail, and its notification is sent. A pay-in, a paid link, a payout or a mass payout recipient: give its \`transactionId\`. An unknown operation answers 404, an operation no longer pending 409.`,
            },
            {
              kind: 'code',
              sample: {
                language: 'bash',
                label: 'Terminal',
                copyContext: 'Complete a pending operation',
                code: `curl -X POST ${origin}/api/v1/sandbox/transactions/YN-PI-000042/complete \\
  ${auth}
curl -X POST ${origin}/api/v1/sandbox/transactions/YN-PO-000007/fail \\
  ${auth}`,
              },
            },
          ],
        },
        {
          id: 'journal-des-notifications',
          title: 'The notification log',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Every notification sent for your credentials, most recent first (`limit` from 1 to 100, 20 by default): its state (`pending`, `delivered`, `failed`), its body, and each attempt with the HTTP status received and the start of the response (1,024 characters), or the reason it failed. `resend` sends it again at once, with the same `webhook-id`, and starts the schedule over. The log keeps your credentials’ last 1,000 notifications, for 7 days.',
            },
            {
              kind: 'code',
              sample: {
                language: 'bash',
                label: 'Terminal',
                copyContext: 'Read and resend a notification',
                code: `curl '${origin}/api/v1/sandbox/webhooks?limit=5' \\
  ${auth}
curl -X POST ${origin}/api/v1/sandbox/webhooks/msg_2bEpY6iVfRkXH0mwcDnl4A/resend \\
  ${auth}`,
              },
            },
          ],
        },
      ],
    },
  ],
};
