import type { Balance, Transaction } from '../api/schemas';
import { SANDBOX_START_BALANCE } from '../api/sandboxCredentials';

/** 14 April 2025, 10:32:07 in Dakar (UTC): the time of the spec's samples. */
const SAMPLE_TIME = Date.UTC(2025, 3, 14, 10, 32, 7);
const DAY = 24 * 60 * 60 * 1000;

const merchant = {
  idClient: 'client-1042',
  developerAccountId: 'dev-sandbox-001',
  siteId: 'site-teranga-01',
  currency: 'XOF',
  payUrl: null,
  ipn: 'https://boutique-teranga.example/yonnee/ipn',
  callback: null,
  token: null,
} as const;

/**
 * What the home page's dashboard preview shows: the balance and pay-in list calls' answers as a
 * fresh sandbox gives them, the spec's samples (checked against the sandbox's own seed by
 * dashboardPreview.test.ts, so the two cannot drift apart).
 */
export const previewBalance: Balance = {
  businessName: 'Boutique Teranga',
  ...SANDBOX_START_BALANCE,
};

export const previewTransactions: readonly Transaction[] = [
  {
    ...merchant,
    id: 3,
    amount: 15_000,
    realAmount: 14_700,
    transactionId: 'YN-PI-000003',
    description: 'Abonnement mensuel — Abidjan',
    createdAt: SAMPLE_TIME,
    status: 'SUCCESS',
    country: 'CI',
    phoneNumber: '0500000001',
    codeOTP: null,
    prefixPhone: '225',
    paymentMethod: 'MOMOCI',
  },
  {
    ...merchant,
    id: 2,
    amount: 5000,
    realAmount: 4900,
    transactionId: 'YN-PI-000002',
    description: 'Commande n° 1041',
    createdAt: SAMPLE_TIME - DAY,
    status: 'REJECTED',
    country: 'SN',
    phoneNumber: '770000002',
    codeOTP: '482913',
    prefixPhone: '221',
    paymentMethod: 'OMSN',
  },
  {
    ...merchant,
    id: 1,
    amount: 100,
    realAmount: 98,
    transactionId: 'YN-PI-000001',
    description: 'Commande n° 1042',
    createdAt: SAMPLE_TIME - 2 * DAY,
    status: 'SUCCESS',
    country: 'SN',
    phoneNumber: '770000001',
    codeOTP: null,
    prefixPhone: '221',
    paymentMethod: 'WAVESN',
  },
];

/** The preview's words. */
export const dashboardPreview = {
  /** Names the preview for assistive tech, and says it is an example. */
  label: 'Exemple de tableau de bord marchand, avec des données fictives',
  /** Shown in the frame's title bar. */
  windowTitle: 'Console marchand — Boutique Teranga',
  /** Shown under the frame: what the figures are. */
  note: 'Exemple : les données d’un bac à sable, pas celles d’un compte réel.',
  transactionsCaption: 'Dernières transactions',
};
