import { SANDBOX_START_BALANCE } from '../api/sandboxCredentials';
import type {
  Balance,
  MassPayout,
  MassPayoutRecipient,
  MobilePayInResponse,
  PaymentLinkDetails,
  Payout,
  PayoutContact,
  Transaction,
} from '../api/schemas';

/** The sandbox merchant. */
export const SANDBOX_BUSINESS = {
  name: 'Boutique Teranga',
  developerAccountId: 'dev-sandbox-001',
  siteId: 'site-teranga-01',
  currency: 'XOF',
  ipn: 'https://boutique-teranga.example/yonnee/ipn',
} as const;

/** 14 April 2025, 10:32:07 in Dakar (UTC): the time of the spec's samples. */
export const SAMPLE_TIME = Date.UTC(2025, 3, 14, 10, 32, 7);
const DAY = 24 * 60 * 60 * 1000;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The spec's fee samples: a pay-in of 100 credits 98 (2 % below). */
export const payInRealAmount = (amount: number) => cents(amount * 0.98);
/** A payout of 200 costs 204 (2 % above). */
export const payoutRealAmount = (amount: number) => cents(amount * 1.02);

/** Operator texts (English, as operators send them). */
export const operatorComments = {
  success: 'Payment processed successfully.',
  rejected: 'Unable to process payment at this time. Try again later.',
  pending: 'Waiting for the customer to confirm the payment on their phone.',
  insufficientBalance: 'Insufficient balance in the customer wallet.',
} as const;

export const paymentMessages = {
  SUCCESS: 'PAYMENT_SUCCESS',
  PENDING: 'PAYMENT_PENDING',
  REJECTED: 'PAYMENT_FAILED',
} as const;

export const sequence = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const id = overrides.id ?? 1;
  const amount = overrides.amount ?? 100;
  return {
    id,
    idClient: 'client-1042',
    developerAccountId: SANDBOX_BUSINESS.developerAccountId,
    siteId: SANDBOX_BUSINESS.siteId,
    amount,
    realAmount: payInRealAmount(amount),
    currency: 'XOF',
    payUrl: null,
    transactionId: sequence('YN-PI', id),
    description: 'Commande n° 1042',
    createdAt: SAMPLE_TIME,
    status: 'SUCCESS',
    ipn: SANDBOX_BUSINESS.ipn,
    callback: null,
    token: null,
    country: 'SN',
    phoneNumber: '770000001',
    codeOTP: null,
    prefixPhone: '221',
    paymentMethod: 'WAVESN',
    ...overrides,
  };
}

export function buildPayout(overrides: Partial<Payout> = {}): Payout {
  const id = overrides.id ?? 1;
  const amount = overrides.amount ?? 200;
  return {
    id,
    idClient: 'fournisseur-07',
    developerAccountId: SANDBOX_BUSINESS.developerAccountId,
    siteId: SANDBOX_BUSINESS.siteId,
    amount,
    realAmount: payoutRealAmount(amount),
    currency: 'XOF',
    payUrl: null,
    transactionId: sequence('YN-PO', id),
    description: 'Remboursement commande n° 1038',
    createdAt: SAMPLE_TIME,
    status: 'SUCCESS',
    ipn: SANDBOX_BUSINESS.ipn,
    callback: null,
    token: null,
    country: 'SN',
    prefix: '221',
    phone: '770000001',
    paymentMethod: 'WAVESN',
    type: 'WALLET',
    ...overrides,
  };
}

export function buildMassPayoutRecipient(
  overrides: Partial<MassPayoutRecipient> = {},
): MassPayoutRecipient {
  const id = overrides.id ?? 1;
  const amount = overrides.amount ?? 200;
  return {
    id,
    idClient: null,
    developerAccountId: SANDBOX_BUSINESS.developerAccountId,
    merchantId: SANDBOX_BUSINESS.developerAccountId,
    siteId: SANDBOX_BUSINESS.siteId,
    amount,
    realAmount: payoutRealAmount(amount),
    currency: 'XOF',
    payUrl: null,
    transactionId: sequence('YN-MP', id),
    description: null,
    ipn: null,
    callback: null,
    token: null,
    country: 'SN',
    prefixPhone: '221',
    payment_method: 'WAVESN',
    type: 'WALLET',
    client_transaction_id: sequence('lot', id),
    status: 'SUCCESS',
    ...overrides,
  };
}

export function buildMassPayout(overrides: Partial<MassPayout> = {}): MassPayout {
  const recipients = overrides.recipients ?? [buildMassPayoutRecipient()];
  return {
    id: 1,
    amount: cents(recipients.reduce((sum, r) => sum + r.amount, 0)),
    currency: recipients[0]?.currency ?? 'XOF',
    description: 'Salaires avril 2025',
    createdAt: SAMPLE_TIME,
    developerAccountId: SANDBOX_BUSINESS.developerAccountId,
    ...overrides,
    recipients,
  };
}

export function buildBalance(overrides: Partial<Balance> = {}): Balance {
  return {
    businessName: SANDBOX_BUSINESS.name,
    ...SANDBOX_START_BALANCE,
    ...overrides,
  };
}

export function buildPayoutContact(overrides: Partial<PayoutContact> = {}): PayoutContact {
  return {
    id: 1,
    prefix: '221',
    phone: '770000001',
    name: 'Ndiaye',
    surname: 'Awa',
    email: 'awa.ndiaye@example.sn',
    createdAt: SAMPLE_TIME,
    ...overrides,
  };
}

export function buildPaymentLinkDetails(
  overrides: Partial<PaymentLinkDetails> = {},
): PaymentLinkDetails {
  const token = overrides.token ?? 'pl_sandbox0001';
  return {
    token,
    urlPayIn: `/paiement/${token}`,
    businessName: SANDBOX_BUSINESS.name,
    product: 'Panier de 3 boubous brodés',
    amount: 45_000,
    currency: 'XOF',
    country: 'SN',
    status: 'PENDING',
    createdAt: SAMPLE_TIME,
    merchantOrigins: [],
    cardPayments: true,
    ...overrides,
  };
}

type PayInResponseOverrides = Partial<Omit<MobilePayInResponse, 'data'>> & {
  data?: Partial<MobilePayInResponse['data']>;
};

/** The spec's pay-in sample: PAYMENT_SUCCESS, confirmed by OTP. */
export function buildMobilePayInResponse(
  overrides: PayInResponseOverrides = {},
): MobilePayInResponse {
  const { data, ...rest } = overrides;
  return {
    state: 'SUCCESS',
    statusCode: 200,
    timestamp: new Date(SAMPLE_TIME).toISOString(),
    ...rest,
    data: {
      paymentDate: '2025-04-14',
      paymentTime: '10:32:07',
      paymentCode: '00',
      paymentMessage: paymentMessages.SUCCESS,
      paymentTransactionId: sequence('YN-PI', 1),
      paymentMethod: 'OMSN',
      phoneNumber: '770000001',
      comment: operatorComments.success,
      type: 'OTP',
      metadata: null,
      ...data,
    },
  };
}

/** What a fresh sandbox holds: the spec's samples and a few neighbours. */
export function seedData() {
  const transactions = [
    buildTransaction({
      id: 3,
      amount: 15_000,
      createdAt: SAMPLE_TIME,
      country: 'CI',
      prefixPhone: '225',
      phoneNumber: '0500000001',
      paymentMethod: 'MOMOCI',
      description: 'Abonnement mensuel — Abidjan',
    }),
    buildTransaction({
      id: 2,
      amount: 5000,
      status: 'REJECTED',
      createdAt: SAMPLE_TIME - DAY,
      phoneNumber: '770000002',
      paymentMethod: 'OMSN',
      codeOTP: '482913',
      description: 'Commande n° 1041',
    }),
    buildTransaction({ id: 1, createdAt: SAMPLE_TIME - 2 * DAY }),
  ];
  const payouts = [buildPayout()];
  const massPayouts = [
    buildMassPayout({
      recipients: [
        buildMassPayoutRecipient({ id: 1 }),
        buildMassPayoutRecipient({
          id: 2,
          amount: 300,
          payment_method: 'OMSN',
        }),
      ],
    }),
  ];
  const contacts = [buildPayoutContact()];
  return { transactions, payouts, massPayouts, contacts, balance: buildBalance() };
}
