// The notifications page's code, the same in every language but for its comments: the payload,
// and how to verify a notification (server/webhooks/docsSamples.test.ts runs each sample as
// written).
import { SANDBOX_CREDENTIALS } from '../../api/sandboxCredentials';
import type { DocsLocale } from '../../paths/paths';

interface SampleComments {
  curlIntro: string;
  alreadySeen: string;
  verify: string;
  deliver: string;
  answerFast: string;
  rawBody: string;
  tooOld: string;
  then: string;
  docstring: string;
}

/** The samples' comments, in the page's language; the code is the same in both. */
const comments: Record<DocsLocale, SampleComments> = {
  fr: {
    curlIntro:
      '# Envoyer à votre serveur une notification signée comme Yonnee le fait,\n# pour tester votre vérification (openssl, base64 et xxd suffisent).',
    alreadySeen: '// en production : une table, avec une contrainte d’unicité',
    verify: '// Vérifie la signature et refuse une notification de plus de 5 minutes.',
    deliver: '// livrer la commande event.data.idClient',
    answerFast: '// répondez vite : le travail long, après',
    rawBody: '// Le corps brut, jamais re-sérialisé : la signature porte sur ses octets exacts.',
    tooOld: '// trop ancienne : un rejeu',
    then: "// Dédoublonnez sur $id, puis traitez $event['type'] et $event['data'].",
    docstring:
      '"""La notification si sa signature est bonne, sinon ValueError.\n    body : le corps brut reçu ; headers : ses en-têtes (noms en minuscules)."""',
  },
  en: {
    curlIntro:
      '# Send your server a notification signed as Yonnee signs it,\n# to test your verification (openssl, base64 and xxd are enough).',
    alreadySeen: '// in production: a table, with a unique constraint',
    verify: '// Checks the signature and refuses a notification more than 5 minutes old.',
    deliver: '// deliver the order event.data.idClient',
    answerFast: '// answer quickly: the long work comes after',
    rawBody: '// The raw body, never re-serialised: the signature covers its exact bytes.',
    tooOld: '// too old: a replay',
    then: "// Deduplicate on $id, then handle $event['type'] and $event['data'].",
    docstring:
      '"""The notification if its signature is good, else ValueError.\n    body: the raw body received; headers: its headers (lower-case names)."""',
  },
};

export const examplePayload = `{
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

export const origin = 'http://localhost:4173';
export const auth = `-H 'x-api-key: ${SANDBOX_CREDENTIALS.apiKey}' -H 'X-API-TOKEN: ${SANDBOX_CREDENTIALS.apiToken}' \\
  -H "Authorization: Bearer $YONNEE_JWT"`;

export const verificationOf = (locale: DocsLocale) => {
  const comment = comments[locale];
  return {
    curl: `${comment.curlIntro}
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
const alreadySeen = new Set(); ${comment.alreadySeen}

http
  .createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      let event;
      try {
        ${comment.verify}
        event = webhook.verify(body, request.headers);
      } catch {
        return response.writeHead(400).end();
      }
      const id = request.headers['webhook-id'];
      if (!alreadySeen.has(id)) {
        alreadySeen.add(id);
        if (event.type === 'payment.succeeded') {
          ${comment.deliver}
        }
      }
      response.writeHead(204).end(); ${comment.answerFast}
    });
  })
  .listen(3000);`,
    php: `<?php
${comment.rawBody}
$body = file_get_contents('php://input');
$id = $_SERVER['HTTP_WEBHOOK_ID'] ?? '';
$timestamp = $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ?? '';
$secret = base64_decode(substr(getenv('YONNEE_WEBHOOK_SECRET'), strlen('whsec_')));

if (abs(time() - (int) $timestamp) > 300) {
    http_response_code(400); ${comment.tooOld}
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
${comment.then}
http_response_code(204);`,
    python: `import base64, hashlib, hmac, json, os, time

SECRET = base64.b64decode(os.environ["YONNEE_WEBHOOK_SECRET"].removeprefix("whsec_"))

def verify(headers, body: bytes):
    ${comment.docstring}
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
};
