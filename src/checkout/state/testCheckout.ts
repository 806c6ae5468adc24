import type { MobilePayInResponse, PaymentLinkDetails } from '../../api/payer';
import { HttpError } from '../../api/payer';
import { paymentMethodGroups } from '../../sandbox';
import type { FormFailure, PayFailure } from './errorWording';
import { checkoutReducer, type CheckoutAction } from './reducer';
import { initialCheckout, type CheckoutState } from './state';

// The checkout state's tests share these: a link of Senegal, and short ways to move the state.

export const link: PaymentLinkDetails = {
  token: 'pl-000001',
  urlPayIn: 'https://yonnee.test/paiement/pl-000001',
  businessName: 'Boutique Teranga',
  product: 'Panier de mangues',
  amount: 45_000,
  currency: 'XOF',
  country: 'SN',
  status: 'PENDING',
  createdAt: 0,
  merchantOrigins: [],
  cardPayments: true,
};

export const run = (...actions: CheckoutAction[]) =>
  actions.reduce<CheckoutState>(checkoutReducer, initialCheckout);

/** A link of Senegal loaded with its methods (Wave, Orange Money with a code, Free Money). */
export const loaded = (...actions: CheckoutAction[]) =>
  run(
    { type: 'linkLoaded', link },
    { type: 'methodsLoaded', groups: paymentMethodGroups },
    ...actions,
  );

export const edit = (patch: Partial<CheckoutState['entry']>): CheckoutAction => ({
  type: 'edit',
  patch,
});

export const answer = (state: string, message = 'PAYMENT_SUCCESS'): MobilePayInResponse => ({
  state,
  statusCode: 200,
  data: {
    paymentDate: '2025-04-14',
    paymentTime: '10:32:07',
    paymentCode: '00',
    paymentMessage: message,
    paymentTransactionId: 'YN-PI-000001',
    paymentMethod: 'WAVESN',
    phoneNumber: '770000001',
    comment: '',
    type: 'PUSH',
    metadata: null,
  },
  timestamp: '2025-04-14T10:32:07Z',
});

export const sent = (state: CheckoutState) =>
  checkoutReducer(state, { type: 'sending', attempt: { key: 'k1', fingerprint: 'f' } });

/** A failure the payer fixes in the form; anything else fails the test. */
export function formFailure(failure: PayFailure): FormFailure {
  if (failure.kind !== 'form') throw new Error(`Expected a form failure, got ${failure.kind}`);
  return failure;
}

export const httpError = (status: number, body: unknown = null) =>
  new HttpError(status, body, 'POST /api/v1/transaction/pay-in-url/pl-000001');
