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

const examplePayload = `{
  "type": "payment.succeeded",
  "timestamp": "2026-11-26T09:00:00.000Z",
  "data": {
    "id": 42,
    "transactionId": "YN-PI-000042",
    "status": "SUCCESS",
    "amount": 5000,
    "realAmount": 4900,
    "currency": "XOF",
    "paymentMethod": "WAVESN",
    "idClient": "commande-1042",
    "ipn": "https://boutique.example/ipn",
    "createdAt": 1764147600000,
    "…": "les autres champs de l’encaissement, comme le renvoie son statut"
  }
}`;

const origin = 'http://localhost:4173';
const auth = `-H 'x-api-key: ${SANDBOX_CREDENTIALS.apiKey}' -H 'X-API-TOKEN: ${SANDBOX_CREDENTIALS.apiToken}' \\
  -H "Authorization: Bearer $YONNEE_JWT"`;

const verification = {
  curl: `# Envoyer à votre serveur une notification signée comme Yonnee le fait,
# pour tester votre vérification (openssl, base64 et xxd suffisent).
secret='${SANDBOX_CREDENTIALS.webhookSecret}'
id="msg_test$(date +%s)"; ts=$(date +%s)
body='{"type":"payment.succeeded","timestamp":"2026-11-26T09:00:00.000Z","data":{"transactionId":"YN-PI-000042","status":"SUCCESS"}}'
key=$(printf '%s' "\${secret#whsec_}" | base64 -d | xxd -p -c 256)
signature=$(printf '%s.%s.%s' "$id" "$ts" "$body" \\
  | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$key" -binary | base64)
curl -X POST http://localhost:3000/ipn -H 'Content-Type: application/json' \\
  -H "webhook-id: $id" -H "webhook-timestamp: $ts" -H "webhook-signature: v1,$signature" \\
  --data-raw "$body"`,
  javascript: `// npm install standardwebhooks
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.YONNEE_WEBHOOK_SECRET); // whsec_…
const alreadySeen = new Set(); // en production : une table, avec une contrainte d’unicité

http
  .createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      let event;
      try {
        // Vérifie la signature et refuse une notification de plus de 5 minutes.
        event = webhook.verify(body, request.headers);
      } catch {
        return response.writeHead(400).end();
      }
      const id = request.headers['webhook-id'];
      if (!alreadySeen.has(id)) {
        alreadySeen.add(id);
        if (event.type === 'payment.succeeded') {
          // livrer la commande event.data.idClient
        }
      }
      response.writeHead(204).end(); // répondez vite : le travail long, après
    });
  })
  .listen(3000);`,
  php: `<?php
// Le corps brut, jamais re-sérialisé : la signature porte sur ses octets exacts.
$body = file_get_contents('php://input');
$id = $_SERVER['HTTP_WEBHOOK_ID'] ?? '';
$timestamp = $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ?? '';
$secret = base64_decode(substr(getenv('YONNEE_WEBHOOK_SECRET'), strlen('whsec_')));

if (abs(time() - (int) $timestamp) > 300) {
    http_response_code(400); // trop ancienne : un rejeu
    exit;
}
$expected = base64_encode(hash_hmac('sha256', "$id.$timestamp.$body", $secret, true));
$valid = false;
foreach (explode(' ', $_SERVER['HTTP_WEBHOOK_SIGNATURE'] ?? '') as $signature) {
    [$version, $value] = array_pad(explode(',', $signature, 2), 2, '');
    $valid = $valid || ($version === 'v1' && hash_equals($expected, $value));
}
if (!$valid) {
    http_response_code(400);
    exit;
}
$event = json_decode($body, true);
// Dédoublonnez sur $id, puis traitez $event['type'] et $event['data'].
http_response_code(204);`,
  python: `import base64, hashlib, hmac, json, os, time

SECRET = base64.b64decode(os.environ["YONNEE_WEBHOOK_SECRET"].removeprefix("whsec_"))

def verify(headers, body: bytes):
    """La notification si sa signature est bonne, sinon ValueError.
    body : le corps brut reçu ; headers : ses en-têtes (noms en minuscules)."""
    msg_id = headers["webhook-id"]
    timestamp = headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > 300:
        raise ValueError("notification trop ancienne")
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(SECRET, signed, hashlib.sha256).digest()).decode()
    for signature in headers["webhook-signature"].split(" "):
        version, _, value = signature.partition(",")
        if version == "v1" and hmac.compare_digest(expected, value):
            return json.loads(body)
    raise ValueError("signature invalide")`,
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
        { kind: 'languageSamples', label: 'Verify a notification', samples: verification },
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
