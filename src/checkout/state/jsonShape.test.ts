// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PaymentLinkDetailsSchema, PaymentMethodGroupSchema } from '../../api/payer';
import { buildPaymentLinkDetails, paymentMethodGroups } from '../../sandbox';
import { PRELOADED_LINK_ID, readPreloadedLink } from './preloadedLink';
import { parseSaved } from './resume';

// The page's start reads the server's embedded state and session storage with hand-made readers
// (jsonShape.ts) instead of zod. They must refuse, and keep, exactly what the zod schemas they
// replaced did: these are those schemas, as they were, and every reader is compared with them
// on valid values and on every garbling of them this file can make.

const plainKeys = [
  'method.required',
  'errors.methodRefused',
  'phone.empty',
  'otp.required',
  'otp.invalid',
  'errors.otpRefused',
  'otp.askedByNumber',
  'card.refused',
  'errors.changedSinceLastTry',
  'errors.invalidRequest',
  'errors.alreadyPending',
  'errors.cancelFailed',
  'errors.offline',
  'errors.unreadable',
  'errors.server',
  'errors.refusedAccess',
  'errors.generic',
] as const;
const MessageSchema = z.union([
  z.object({ key: z.enum(plainKeys) }),
  z.object({ key: z.literal('phoneIncomplete'), length: z.number() }),
  z.object({ key: z.literal('phoneInvalid'), country: z.string(), leads: z.array(z.string()) }),
  z.object({ key: z.literal('phoneRefused'), method: z.optional(z.string()) }),
  z.object({ key: z.literal('posted'), fr: z.string(), en: z.string() }),
]);
const FormErrorSchema = z.object({
  field: z.enum(['method', 'phone', 'otp', 'card', 'form']),
  message: MessageSchema,
});
const SavedScreenSchema = z.union([
  z.object({
    name: z.literal('form'),
    step: z.enum(['method', 'phone', 'otp', 'card']),
    sending: z.boolean(),
  }),
  z.object({ name: z.literal('pending'), transactionId: z.string(), since: z.number() }),
  z.object({
    name: z.literal('success'),
    receipt: z.object({
      transactionId: z.string(),
      paidAt: z.number(),
      method: z.string(),
      country: z.string(),
      phone: z.string(),
    }),
  }),
  z.object({
    name: z.literal('rejected'),
    reason: z.enum(['refused', 'insufficientBalance', 'cardDeclined', 'cardInsufficientFunds']),
    transactionId: z.optional(z.string()),
  }),
  z.object({ name: z.literal('timeout'), transactionId: z.string() }),
]);
const SavedCheckoutSchema = z.object({
  version: z.literal(1),
  entry: z.object({ country: z.string(), method: z.string(), phone: z.string() }),
  screen: SavedScreenSchema,
  attempt: z.optional(z.object({ key: z.string(), fingerprint: z.string() })),
  otpAsked: z.boolean(),
  serverStep: z.optional(z.number()),
});
const PreloadedLinkSchema = z.object({
  link: PaymentLinkDetailsSchema,
  groups: z.array(PaymentMethodGroupSchema),
  resumed: z.optional(SavedCheckoutSchema),
  error: z.optional(FormErrorSchema),
  // Added since: texts the page can write itself, left out (not the page refused) when misshapen.
  texts: z.catch(z.optional(z.record(z.string(), z.string())), undefined),
});

const entry = { country: 'SN', method: 'WAVESN', phone: '770000003' };
const savedOn = (screen: unknown, more: object = {}) => ({
  version: 1,
  entry,
  screen,
  otpAsked: false,
  ...more,
});
const savedStates = [
  savedOn({ name: 'form', step: 'otp', sending: true }, { serverStep: 3 }),
  savedOn(
    { name: 'pending', transactionId: 'YN-PI-000001', since: 1_700_000_000_000 },
    { attempt: { key: 'k-1', fingerprint: 'f-1' } },
  ),
  savedOn({
    name: 'success',
    receipt: { transactionId: 'YN-1', paidAt: 1, method: 'Wave', country: 'SN', phone: '' },
  }),
  savedOn({ name: 'rejected', reason: 'cardDeclined', transactionId: 'YN-2' }),
  savedOn({ name: 'rejected', reason: 'refused' }),
  savedOn({ name: 'timeout', transactionId: 'YN-3' }),
];
const formErrors = [
  { field: 'method', message: { key: 'method.required' } },
  { field: 'phone', message: { key: 'phoneIncomplete', length: 9 } },
  { field: 'phone', message: { key: 'phoneInvalid', country: 'SN', leads: ['70', '77'] } },
  { field: 'phone', message: { key: 'phoneRefused', method: 'Wave' } },
  { field: 'card', message: { key: 'phoneRefused' } },
  { field: 'form', message: { key: 'posted', fr: 'Illisible.', en: 'Unreadable.' } },
];
const {
  merchantOrigins: _,
  cardPayments: __,
  returnUrl: ___,
  ...bareLink
} = buildPaymentLinkDetails({ product: 'Panier' });
const links = [
  buildPaymentLinkDetails({ product: 'Boubou brodé' }),
  { ...buildPaymentLinkDetails({}), merchantOrigins: ['https://boutique.example'] },
  { ...buildPaymentLinkDetails({}), returnUrl: null, cardPayments: true },
  bareLink,
];
// Two countries, two wallets each: every part of a group is garbled, in less time.
const groups = paymentMethodGroups
  .slice(0, 2)
  .map((group) => ({ ...group, methods: group.methods.slice(0, 2) }));
const preloadedValues = [
  ...links.map((link) => ({ link, groups })),
  ...savedStates.map((resumed) => ({ link: links[0], groups: [], resumed })),
  ...formErrors.map((error) => ({ link: links[1], groups: [], error })),
  { link: links[0], groups: [], texts: {} },
  {
    link: links[0],
    groups: [],
    resumed: savedStates[2],
    texts: { 'amount en-GB XOF 15000': 'F CFA 15,000', 'date en-GB SN 1': '1 January 1970' },
  },
];

/** Values a forger or a garbled page may put in place of any one of the value's parts. */
const strangers: unknown[] = [
  null,
  0,
  -1.5,
  1,
  '',
  'form',
  'method.required',
  true,
  false,
  [],
  [null],
  {},
  { name: 'form' },
];

/** The value with one part changed: removed, replaced, given an extra key or wrapped. */
function* garblings(value: unknown): Generator<unknown> {
  for (const stranger of strangers) yield stranger;
  if (Array.isArray(value)) {
    yield [...value, 'extra'];
    for (let index = 0; index < value.length; index++)
      for (const part of garblings(value[index]))
        yield value.map((element, at) => (at === index ? part : element));
  } else if (value !== null && typeof value === 'object') {
    yield { ...value, unexpected: 'key' };
    yield [value];
    for (const key of Object.keys(value)) {
      const { [key]: removed, ...rest } = value as Record<string, unknown>;
      yield rest;
      for (const part of garblings(removed)) yield { ...rest, [key]: part };
    }
  }
}

/** What the zod schema made of a JSON text: its output, or undefined when refused. */
function zodRead(schema: z.ZodMiniType, text: string) {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const page = new DOMParser().parseFromString(
  `<body><script type="application/json" id="${PRELOADED_LINK_ID}"></script></body>`,
  'text/html',
);
/** The page's embedded link, given this text, read as the browser does. */
function readInPage(text: string) {
  page.getElementById(PRELOADED_LINK_ID)!.textContent = text;
  return readPreloadedLink(page);
}

/** Every garbling of every value, read by both; how many each kept and refused. */
function compare(values: unknown[], read: (text: string) => unknown, schema: z.ZodMiniType) {
  let kept = 0;
  let refused = 0;
  for (const value of values)
    for (const garbled of [value, ...garblings(value)]) {
      const text = JSON.stringify(garbled);
      const expected = zodRead(schema, text);
      expect(read(text), text).toEqual(expected);
      if (expected === undefined) refused++;
      else kept++;
    }
  return { kept, refused };
}

describe('the hand-made readers of the page’s start, against the zod schemas they replaced', () => {
  it('keep and refuse the link the server embedded exactly as zod did', () => {
    const { kept, refused } = compare(preloadedValues, readInPage, PreloadedLinkSchema);
    // Both sides are exercised: many garblings are refused, and the extra keys and absent
    // optional or defaulted parts are kept (stripped or defaulted as zod did).
    expect(refused).toBeGreaterThan(5_000);
    expect(kept).toBeGreaterThan(200);
  });

  it('keep and refuse a saved state in session storage exactly as zod did', () => {
    const { kept, refused } = compare(savedStates, parseSaved, SavedCheckoutSchema);
    expect(refused).toBeGreaterThan(500);
    expect(kept).toBeGreaterThan(30);
  });

  it('refuse what is not JSON, or not an object, at the top', () => {
    for (const text of ['', '{', 'null', '[]', '"lien"', '1', '[[[[[[[[[[]]]]]]]]]]', 'undefined'])
      expect(readInPage(text), text).toBeUndefined();
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(readInPage(deep)).toBeUndefined();
    expect(parseSaved(deep)).toBeUndefined();
  });
});
