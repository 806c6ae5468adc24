import type { MobilePayInResponse, Transaction } from '../api/schemas';
import type { MethodInfo } from './catalogue';
import {
  operatorComments,
  payInRealAmount,
  paymentMessages,
  sequence,
  SANDBOX_BUSINESS,
} from './fixtures';
import type { SandboxState } from './state';
import { MAX_BALANCE } from './limits';
import { outcomeFor, type TestOutcome } from '../api/sandboxTestNumbers';
import { insufficientBalance, money, readOtp, type Body } from './validation';

/**
 * The balance is kept in XOF. XAF is worth the same (both CFA francs share one euro peg);
 * GNF uses a fixed sandbox rate of 15 GNF for 1 XOF.
 */
const GNF_PER_XOF = 15;
export const toBalanceCurrency = (amount: number, currency: string) =>
  currency === 'GNF' ? Math.round((amount / GNF_PER_XOF) * 100) / 100 : amount;

export type PaymentStatus = 'SUCCESS' | 'PENDING' | 'REJECTED';

/** Which status a test number leads to. */
export const statusFor = (outcome: TestOutcome): PaymentStatus =>
  outcome === 'pending'
    ? 'PENDING'
    : outcome === 'rejected' || outcome === 'insufficientBalance'
      ? 'REJECTED'
      : 'SUCCESS';

/** Checks the OTP when the method, or the test number, asks for one. */
export function otpFor(body: Body, info: MethodInfo, phone: string) {
  const needed = info.method.otpRequired || outcomeFor(phone) === 'otpRequired';
  return needed ? readOtp(body, info) : undefined;
}

export interface PayerDetails {
  info: MethodInfo;
  phone: string;
  otp: string | undefined;
}

/** Settles a mobile-money pay-in on a transaction and credits the balance when it succeeds. */
export function settlePayIn(state: SandboxState, transaction: Transaction, payer: PayerDetails) {
  const outcome = outcomeFor(payer.phone);
  const status = statusFor(outcome);
  Object.assign(transaction, {
    status,
    paymentMethod: payer.info.method.paymentMethod,
    country: payer.info.country.code,
    prefixPhone: payer.info.country.prefix,
    phoneNumber: payer.phone,
    codeOTP: payer.otp ?? null,
  });
  if (status === 'SUCCESS') credit(state, transaction.realAmount, transaction.currency);
  state.notify(transaction.ipn, 'payment', transaction);
  return mobilePayInAnswer(state, transaction, outcome, payer);
}

function mobilePayInAnswer(
  state: SandboxState,
  transaction: Transaction,
  outcome: TestOutcome,
  payer: PayerDetails,
): MobilePayInResponse {
  const at = new Date(state.now()).toISOString();
  const status = transaction.status as PaymentStatus;
  const comment =
    outcome === 'insufficientBalance'
      ? operatorComments.insufficientBalance
      : operatorComments[
          status === 'SUCCESS' ? 'success' : status === 'PENDING' ? 'pending' : 'rejected'
        ];
  return {
    state: status,
    statusCode: 200,
    data: {
      paymentDate: at.slice(0, 10),
      paymentTime: at.slice(11, 19),
      paymentCode: status === 'SUCCESS' ? '00' : status === 'PENDING' ? '01' : '05',
      paymentMessage:
        outcome === 'insufficientBalance' ? 'INSUFFICIENT_BALANCE' : paymentMessages[status],
      paymentTransactionId: transaction.transactionId,
      paymentMethod: payer.info.method.paymentMethod,
      phoneNumber: payer.phone,
      comment,
      type: payer.otp === undefined ? 'PUSH' : 'OTP',
      metadata: null,
    },
    timestamp: at,
  };
}

/** A new pay-in at the top of the merchant's list. */
export function recordTransaction(
  state: SandboxState,
  fields: Pick<Transaction, 'amount' | 'currency' | 'paymentMethod'> & Partial<Transaction>,
): Transaction {
  const id = state.nextId('transaction');
  const transaction: Transaction = {
    id,
    idClient: null,
    developerAccountId: SANDBOX_BUSINESS.developerAccountId,
    siteId: SANDBOX_BUSINESS.siteId,
    realAmount: payInRealAmount(fields.amount),
    payUrl: null,
    transactionId: sequence('YN-PI', id),
    description: null,
    createdAt: state.now(),
    status: 'PENDING',
    ipn: null,
    callback: null,
    token: null,
    country: null,
    phoneNumber: null,
    codeOTP: null,
    prefixPhone: null,
    ...fields,
  };
  state.addTransaction(transaction);
  return transaction;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Puts money on the balance, which stops at MAX_BALANCE: it stays exact and finite. */
export function credit(state: SandboxState, amount: number, currency: string) {
  state.balance = Math.min(MAX_BALANCE, cents(state.balance + toBalanceCurrency(amount, currency)));
}

/** Takes money out of the balance, or refuses when there is not enough. */
export function debit(state: SandboxState, amount: number, currency: string) {
  const cost = toBalanceCurrency(amount, currency);
  if (cost > state.balance) {
    throw insufficientBalance(
      `Solde insuffisant : l'opération coûte ${money(cost, state.business.currency)}, le solde disponible est de ${money(state.balance, state.business.currency)}.`,
    );
  }
  state.balance = cents(state.balance - cost);
}
