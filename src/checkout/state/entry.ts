import type { PaymentLinkPayRequest, PaymentMethod } from '../../api/payer';
import { networkOf, phoneProblem, planFor, type NumberingPlan } from '../phonePlans';
import type { CheckoutMessage } from './messages';
import {
  groupOf,
  needsOtp,
  paysByCard,
  selectedMethod,
  type CheckoutState,
  type FormError,
  type FormStep,
} from './state';

// What the payer entered: the checks of each step, and the pay call it makes.

const OTP_PATTERN = /^\d{4,6}$/;

/** The first thing that keeps a step from going on, or undefined. */
export function stepProblem(state: CheckoutState, step: FormStep): FormError | undefined {
  if (step === 'method') {
    return selectedMethod(state) || paysByCard(state)
      ? undefined
      : { field: 'method', message: { key: 'method.required' } };
  }
  // The card's details are the card form's alone (cardRules.ts checks them there).
  if (step === 'card') return undefined;
  if (step === 'phone') {
    const plan = planFor(state.entry.country);
    if (!plan) return undefined;
    const message = phoneMessage(state.entry.phone, plan, true);
    return message ? { field: 'phone', message } : undefined;
  }
  if (!state.entry.otp) return { field: 'otp', message: { key: 'otp.required' } };
  return OTP_PATTERN.test(state.entry.otp)
    ? undefined
    : { field: 'otp', message: { key: 'otp.invalid' } };
}

/**
 * What is wrong with a phone number. While typing (`complete` false) only a wrong start
 * is reported, as soon as the first digits show it; on submit, everything.
 */
export function phoneMessage(
  digits: string,
  plan: NumberingPlan,
  complete: boolean,
): CheckoutMessage | undefined {
  const invalid: CheckoutMessage = {
    key: 'phoneInvalid',
    country: plan.country,
    leads: [...plan.leads],
  };
  const wrongStart =
    digits.length > 0 &&
    !plan.leads.some((lead) => digits.startsWith(lead) || lead.startsWith(digits));
  if (wrongStart) return invalid;
  if (!complete) return undefined;
  const problem = phoneProblem(digits, plan);
  if (problem === 'empty') return { key: 'phone.empty' };
  if (problem === 'incomplete') return { key: 'phoneIncomplete', length: plan.length };
  if (problem === 'invalid') return invalid;
  return undefined;
}

/**
 * The country's wallet that owns the number, when the payer chose another network's wallet.
 * Only between network-bound wallets: Wave and the like take any number.
 */
export function suggestedMethod(
  state: CheckoutState,
): { network: string; method: PaymentMethod } | undefined {
  const plan = planFor(state.entry.country);
  const chosen = selectedMethod(state);
  if (!plan || !chosen) return undefined;
  const bound = plan.networks.some((network) => chosen.name.includes(network.wallet));
  const network = networkOf(state.entry.phone, plan);
  if (!bound || !network || chosen.name.includes(network.wallet)) return undefined;
  const method = groupOf(state)?.methods.find((m) => m.name.includes(network.wallet));
  return method && { network: network.name, method };
}

/** The body of the pay call for what the payer entered. */
export function payRequest(state: CheckoutState): PaymentLinkPayRequest {
  const method = selectedMethod(state);
  const prefix = method?.prefixPhone || planFor(state.entry.country)?.prefix || '';
  return {
    paymentMethod: state.entry.method,
    prefixPhone: prefix,
    phoneNumber: state.entry.phone,
    ...(needsOtp(state) ? { codeOtp: state.entry.otp } : {}),
  };
}

/** Tells requests apart without keeping the one-time code itself: it lands in session storage. */
export const fingerprintOf = (request: PaymentLinkPayRequest) =>
  [
    request.paymentMethod,
    request.prefixPhone,
    request.phoneNumber,
    request.codeOtp?.length ?? 0,
  ].join('|');
