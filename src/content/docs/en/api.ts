import { apiCodeNames, apiCodes, type ApiCode } from '../../../api/apiCodes';
import { PAGINATION, RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from '../../../api/apiHeaders';
import { SANDBOX_RATE_LIMIT } from '../../../api/sandboxScenarios';
import { docsPath } from '../../../paths/paths';
import { endpointDocs, referenceGroups, referenceSection } from './apiReference';
import type { DocPageContent, ReferenceEndpointId } from '../types';
import { authHeaders, environmentOf } from '../apiSamples';

const ref = (id: ReferenceEndpointId) => `[${endpointDocs[id].title}](#${endpointDocs[id].anchor})`;

/** The codes' table in English; src/api/apiCodes.ts keeps the French one the API documents. */
const codeMeanings: Record<ApiCode, { meaning: string; action: string }> = {
  OK: { meaning: 'Success: `data` holds the result.', action: 'Nothing.' },
  BAD_REQUEST: {
    meaning: 'Invalid request: a field, a parameter or the body’s JSON.',
    action: 'Fix the field named by `data.field`; `data.title` says how.',
  },
  INSUFFICIENT_BALANCE: {
    meaning: 'Your balance does not cover this payout, fees included.',
    action: 'Top up the balance or pay out a smaller amount.',
  },
  UNAUTHORIZED: {
    meaning: 'Credentials missing or refused.',
    action: 'Check the three headers and that the JWT is valid.',
  },
  CARD_DECLINED: {
    meaning: 'The card’s bank declined the payment.',
    action: 'Offer the customer another card or another payment method.',
  },
  INSUFFICIENT_FUNDS: {
    meaning: 'The card does not have the funds needed.',
    action: 'Offer the customer another card or a smaller amount.',
  },
  FORBIDDEN: {
    meaning: 'Operation forbidden for this merchant account.',
    action: 'Contact support to enable it.',
  },
  NOT_FOUND: {
    meaning: 'Not found: the identifier in the path or the call itself.',
    action: 'Check the identifier and the path.',
  },
  METHOD_NOT_ALLOWED: {
    meaning: 'Method not accepted on this path.',
    action: 'Use a method from the `Allow` header.',
  },
  CONFLICT: {
    meaning: 'Conflict with the state: account already saved differently, link already paid.',
    action: 'Read the state again (list, status) before retrying.',
  },
  PAYLOAD_TOO_LARGE: {
    meaning: 'The request body exceeds 1 MB.',
    action: 'Split the request (for example a mass payout into several).',
  },
  IDEMPOTENCY_KEY_REUSED: {
    meaning: 'Idempotency key already used for another request.',
    action: 'Generate a new key for each operation.',
  },
  RATE_LIMITED: {
    meaning: 'Too many requests for these credentials in the current window.',
    action: 'Wait the number of seconds in `Retry-After`, then retry.',
  },
  INTERNAL_ERROR: {
    meaning: 'Internal error.',
    action: 'Retry later, with the same idempotency key; quote `X-Request-Id` to support.',
  },
  WEBHOOKS_UNAVAILABLE: {
    meaning: 'This sandbox keeps no notifications (event log, resend).',
    action: 'Use the server’s sandbox (`npm start`), which sends and keeps notifications.',
  },
  SANDBOXES_UNAVAILABLE: {
    meaning:
      'This server creates no sandbox of your own (it keeps no storage), or already keeps as many as it may.',
    action: 'Use the server of `npm start`, which keeps them in PostgreSQL, or try again later.',
  },
  SANDBOX_BUSY: {
    meaning: 'This sandbox received too many simultaneous requests that change it.',
    action: 'Try again in a moment, with the same idempotency key.',
  },
};

export const api: DocPageContent = {
  page: 'api',
  lead: 'The Yonnee merchant REST API: mobile money and card pay-ins, payment links, transactions, balance, payouts and mass payouts. Twelve calls, all described below with their fields, a sample response, their errors and a console to try them in the sandbox.',
  sections: [
    {
      // The spec's anchor, kept as it is: links from elsewhere point to it.
      id: 'intégration',
      title: 'Integration guide',
      blocks: [
        {
          kind: 'paragraph',
          text: `Before you start, gather your [credentials](${docsPath('prerequis', 'en')}#identifiants) or use the [sandbox](${docsPath('prerequis', 'en')}#bac-a-sable)’s. The samples read the host and the credentials from environment variables:`,
        },
        {
          kind: 'code',
          sample: {
            language: 'bash',
            label: 'Terminal',
            copyContext: 'the environment variables',
            code: environmentOf('en'),
          },
        },
      ],
      subsections: [
        {
          id: 'hote-et-format',
          title: 'Host and exchange format',
          blocks: [
            {
              kind: 'list',
              items: [
                'Every call starts from the API host, written `{host}`, followed by a path under `/api/v1/`.',
                'Request and response bodies are JSON (`Content-Type: application/json`).',
                'Amounts are numbers (`200`, never `"200"`); every other field is a string.',
                'Dates (`createdAt`) are in milliseconds since 1 January 1970 (UTC).',
              ],
            },
            {
              kind: 'paragraph',
              text: `Successful responses share one envelope: \`code\` is \`OK\`, \`message\` describes the result and \`data\` holds the data. Only ${ref('payInMobile')} answers differently, with \`state\`, \`statusCode\`, \`data\` and \`timestamp\`.`,
            },
          ],
        },
        {
          id: 'authentification',
          title: 'Authentication',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Every call carries the three credentials of your merchant account in its headers. If just one is missing or wrong, the API answers 401.',
            },
            {
              kind: 'code',
              sample: {
                language: 'text',
                label: 'HTTP headers',
                copyContext: 'the authentication headers',
                code: authHeaders,
              },
            },
          ],
        },
        {
          id: 'idempotence',
          title: 'Idempotency',
          blocks: [
            {
              kind: 'paragraph',
              text: `The calls that move money (${ref('payInMobile')}, ${ref('payInCard')}, ${ref('createPayout')} and ${ref('createMassPayout')}) accept an \`Idempotency-Key\` header: a value unique to each operation, a UUID for example.`,
            },
            {
              kind: 'paragraph',
              text: 'If the response is lost (network down, timeout), send the same request again with the same key: the API returns the first response instead of paying a second time. A new operation takes a new key; reusing a key for another request is refused (422).',
            },
          ],
        },
        {
          id: 'parcours-mobile-money',
          title: 'A mobile money payment, step by step',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: 'Offer the country’s payment methods',
                  text: `${ref('listPaymentMethods')} gives, for each country, the available operators, their code, their dialling code and whether they require an OTP code.`,
                },
                {
                  title: 'Get the customer’s code if the operator requires it',
                  text: 'When `otpRequired` is `true`, show the payment method’s `instructions`: they tell the customer how to generate their code (for example by dialling a USSD code).',
                },
                {
                  title: 'Request the payment',
                  text: `${ref('payInMobile')} with the amount, the payment method’s code, the customer’s number and, if needed, \`codeOtp\`. Send an \`Idempotency-Key\`.`,
                },
                {
                  title: 'Wait for the confirmation',
                  text: `If \`state\` is \`PENDING\`, the customer still has to approve on their phone: poll ${ref('getTransactionStatus')}, spacing out the calls (2 s, 4 s, 8 s… up to 30 s), until \`SUCCESS\` or \`REJECTED\`. Your \`Ipn\` URL also receives a [signed notification](${docsPath('notifications', 'en')}) at each status change.`,
                },
                {
                  title: 'Wrap up',
                  text: 'If it is rejected, show the customer the operator’s comment and offer to try again: that is a new operation, with a new idempotency key.',
                },
              ],
            },
          ],
        },
        {
          id: 'erreurs',
          title: 'Handling errors',
          blocks: [
            {
              kind: 'paragraph',
              text: `An error keeps the envelope: \`code\` names the error, \`message\` repeats the HTTP status and \`data.title\` explains in French what is wrong. When a field is at fault, \`data.field\` names it. \`requestId\` repeats the \`${REQUEST_ID_HEADER}\` header: quote it to support.`,
            },
            {
              kind: 'table',
              caption: 'The values of code',
              columns: ['Code', 'Status', 'Meaning', 'What to do'],
              rows: apiCodeNames.map((code) => [
                `\`${code}\``,
                String(apiCodes[code].status),
                codeMeanings[code].meaning,
                codeMeanings[code].action,
              ]),
            },
          ],
        },
        {
          id: 'en-tetes-de-reponse',
          title: 'Response headers',
          blocks: [
            {
              kind: 'table',
              caption: 'Headers of every response',
              columns: ['Header', 'Meaning'],
              rows: [
                [
                  `\`${REQUEST_ID_HEADER}\``,
                  'Identifier of the request, on every response. Send your own (letters, digits, `.`, `_`, `:`, `-`, at most 128 characters) to find it again; otherwise the API makes one.',
                ],
                [
                  `\`${RATE_LIMIT_HEADERS.limit}\``,
                  `Requests allowed per minute for your credentials (${SANDBOX_RATE_LIMIT.limit} in the sandbox).`,
                ],
                [
                  `\`${RATE_LIMIT_HEADERS.remaining}\``,
                  'Requests you have left in the current minute.',
                ],
                [
                  `\`${RATE_LIMIT_HEADERS.reset}\``,
                  'Seconds before the count starts again from zero.',
                ],
                ['`Retry-After`', 'On a 429 response: seconds to wait before retrying.'],
                [
                  '`Idempotent-Replayed`',
                  '`true` when the response is that of an earlier request with the same `Idempotency-Key`.',
                ],
              ],
            },
          ],
        },
        {
          id: 'pagination',
          title: 'Paginating lists',
          blocks: [
            {
              kind: 'paragraph',
              text: `${ref('listTransactions')}, ${ref('listPayouts')} and ${ref('listMassPayouts')} answer in pages, most recent first: \`data\` stays an array, and \`has_more\` says whether items remain.`,
            },
            {
              kind: 'table',
              caption: 'Pagination parameters',
              columns: ['Parameter', 'Meaning'],
              rows: [
                [
                  '`limit`',
                  `Number of items in the page: from 1 to ${PAGINATION.maxLimit}, ${PAGINATION.defaultLimit} by default.`,
                ],
                [
                  '`starting_after`',
                  'Identifier of the last item received (`transactionId`, or the `id` of a mass payout): the next page starts after it.',
                ],
              ],
            },
          ],
        },
        {
          id: 'outils',
          title: 'OpenAPI description and Postman collection',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The API’s [OpenAPI 3.1](/openapi.json) description works as it is with client generators. The [Postman collection](/yonnee-api.postman_collection.json) is made from it: import it, then fill in the environment variables `bearerToken` (the JWT), `apiKey` and `apiToken`.',
            },
          ],
        },
      ],
    },
    ...referenceGroups.map((group) =>
      referenceSection({ id: group.id, title: group.title, blocks: [] }, group.endpoints),
    ),
  ],
};
