import type { CardFormCopy } from '../cardCopy';
import type { CheckoutCopy } from '../copy';
import type { OutcomeCopy } from '../outcomeCopy';
import type { ReceiptActionsCopy } from '../receiptActionsCopy';
import type { CheckoutWords } from './types';

// The payment page in English, for payers who ask for it (the switch, or a browser that prefers
// English): a chunk of its own, loaded only by a page in English. Its types are the French
// copy's, so a key missing here, or one left over, fails the type check.

/** English names of the countries served, and the form used after "in". */
export const countryNamesEn: Record<string, { name: string; inName: string } | undefined> = {
  SN: { name: 'Senegal', inName: 'in Senegal' },
  CI: { name: 'Côte d’Ivoire', inName: 'in Côte d’Ivoire' },
  ML: { name: 'Mali', inName: 'in Mali' },
  BF: { name: 'Burkina Faso', inName: 'in Burkina Faso' },
  BJ: { name: 'Benin', inName: 'in Benin' },
  TG: { name: 'Togo', inName: 'in Togo' },
  CM: { name: 'Cameroon', inName: 'in Cameroon' },
  GN: { name: 'Guinea', inName: 'in Guinea' },
  NE: { name: 'Niger', inName: 'in Niger' },
};

const countryName = (code: string) => countryNamesEn[code]?.name ?? code;
const countryIn = (code: string) => countryNamesEn[code]?.inName ?? `(${code})`;

/** "70, 75, 76 or 78". */
const orList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');

const checkoutCopyEn: CheckoutCopy = {
  locale: 'en-GB',
  documentTitle: 'Secure payment · Yonnee',
  countryName,
  frame: {
    secure: 'Secure payment',
    help: 'Need help? Yonnee support:',
    operatedBy: 'Payment operated by Yonnee. Your PIN is never asked for here.',
  },
  loading: {
    title: 'Secure payment',
    label: 'Loading the payment…',
  },
  summary: {
    payTo: (business) => `Payment to ${business}`,
    product: 'Purchase',
    amount: 'Amount',
  },
  steps: {
    progress: (index, count) => `Step ${index} of ${count}`,
  },
  method: {
    title: 'Choose how to pay',
    country: 'Country of your account',
    countryFixed: (code, prefix) => `Country: ${countryName(code)} (+${prefix})`,
    loading: 'Loading payment methods…',
    failed: 'The payment methods could not be loaded. Check your connection, then try again.',
    retry: 'Try again',
    empty: (country) =>
      `No payment method is available ${countryIn(country)} for this link. Choose another country or contact the merchant.`,
    needsCode: 'Code received by text message to copy',
    required: 'Choose a payment method to continue.',
    next: 'Continue',
  },
  phone: {
    title: (method) => `Your ${method} number`,
    label: 'Phone number',
    description: (prefix, length, leads) =>
      `The +${prefix} country code is already added. ${length} digits starting with ${orList(leads)}.`,
    change: 'Change payment method',
    empty: 'Enter the number of your mobile money account.',
    incomplete: (length) => `The number is incomplete: it has ${length} digits.`,
    invalid: (country, leads) =>
      `This is not a mobile number ${countryIn(country)}: those start with ${orList(leads)}.`,
    suggestion: (network, method) =>
      `This looks like a ${network} number. Do you want to pay with ${method}?`,
    useSuggested: (method) => `Pay with ${method}`,
    next: 'Continue',
  },
  otp: {
    title: (method) => `${method} payment code received by text message`,
    dial: (code) => `Dial ${code}`,
    label: 'Code received by text message',
    description:
      'The one-time code of 4 to 6 digits that your operator sends you by text message, or shows at the end of the USSD menu. It is not your PIN: your PIN is never asked for on this page.',
    askedInstructions: (method) =>
      `${method} sends you a one-time payment code by text message: copy it below. Your PIN stays on your phone.`,
    required: 'Enter the payment code your operator sent you by text message.',
    invalid: 'The code received by text message has 4 to 6 digits.',
    askedByNumber:
      'Your operator asks for a code for this number: it sends it to you by text message, copy it below.',
    change: 'Change the number',
    loading: 'Loading the code step…',
  },
  card: {
    method: 'Bank card',
    methodHint: 'Visa, Mastercard',
    title: 'Your bank card',
    loading: 'Loading the card form…',
    refused:
      'The bank does not accept these card details. Check the number, the expiry date and the security code, then try again.',
  },
  pay: (amount) => `Pay ${amount}`,
  paying: 'Paying…',
  offline:
    'Connection lost. Your payment is not lost: we will check it again as soon as the network is back.',
  backOnline: 'Connection restored.',
  unavailable: {
    notFound: {
      title: 'This payment link does not exist or has expired',
      text: 'Check the address, or ask the merchant who sent it to you for a new link. No money has been taken.',
    },
    paid: {
      title: 'This link has already been paid',
      text: 'The merchant has received this payment. If you did not make it, contact them.',
    },
    failed: {
      title: 'The payment could not be loaded',
      retry: 'Try again',
    },
    crashed: {
      title: 'The payment page ran into a problem',
      text: 'Reload the page: the payment picks up where it was, and you will not be charged twice.',
      reload: 'Reload the page',
    },
  },
  errors: {
    offline:
      'No connection to the payment service. Check your network, then try again: you will not be charged twice.',
    server:
      'The payment service is unavailable for the moment. Try again in a few moments: you will not be charged twice.',
    unreadable:
      'The payment service sent an answer that cannot be read. Try again in a few moments: you will not be charged twice.',
    refusedAccess:
      'This payment cannot be processed for the moment. Contact the merchant who sent you this link.',
    phoneRefused: (method) =>
      `${method} does not accept this number. Check it, or choose another payment method.`,
    otpRefused:
      'This code is not accepted. Ask for a new one by following the instructions, then copy it.',
    methodRefused: 'This payment method is not available for this payment. Choose another one.',
    alreadyPending:
      'A payment is already waiting for confirmation on this link. Approve it on your phone, or wait a few minutes before trying again.',
    changedSinceLastTry: 'Your details have changed since the previous attempt. Press Pay again.',
    cancelFailed:
      'The payment could not be cancelled: check your connection, then try again. Do not approve the request on your phone if you no longer want to pay.',
    invalidRequest: 'The payment could not be sent. Check your details, then try again.',
    generic: 'Something unexpected went wrong. Try again in a few moments, or contact support.',
  },
  announce: {
    sending: 'Sending the payment…',
  },
};

const outcomeCopyEn: OutcomeCopy = {
  pending: {
    title: 'Confirm the payment on your phone',
    waiting: (method) => `We are waiting for ${method} to confirm.`,
    keepOpen: 'Keep this page open: it updates by itself.',
    sentTo: (phone) => `Request sent to ${phone}.`,
    changeNumber: 'Change number',
    cancel: 'Cancel this payment',
    checking: 'Checking the payment…',
  },
  success: {
    title: 'Payment accepted',
    lead: (amount, business) =>
      `You paid ${amount} to ${business}. Keep this receipt: the merchant has been notified.`,
    receipt: 'Receipt',
    amount: 'Amount paid',
    business: 'Paid to',
    product: 'Purchase',
    fees: 'Fees',
    method: 'Payment method',
    phone: 'Number',
    date: 'Date',
    reference: 'Reference',
    close: 'You can close this page.',
    shareTitle: (business) => `Yonnee payment receipt — ${business}`,
    returnTo: (business) => `Back to ${business}`,
    row: (term, value) => `${term}: ${value}`,
  },
  rejected: {
    title: 'Payment declined',
    refused: (method) =>
      `${method} declined the payment. Check your balance and the PIN you entered on your phone, then try again or choose another payment method.`,
    insufficientBalance: (method) =>
      `Your ${method} balance is too low. Top it up and try again, or pay with another account.`,
    noDebit: 'No money has been taken.',
    retry: 'Try again',
    otherMethod: 'Choose another payment method',
  },
  timeout: {
    title: 'Payment waiting for confirmation',
    text: (method) =>
      `We have not yet received the confirmation from ${method}. If you approved the payment on your phone, it will go through: check again in a moment.`,
    noSecondPayment: 'Do not pay a second time while this payment is waiting.',
    checkAgain: 'Check again',
  },
  cardDeclined: {
    title: 'Card declined',
    declined:
      'Your card’s bank declined the payment. Call your bank to find out why, or pay with another card or another payment method.',
    insufficientFunds:
      'Your card does not have enough funds. Pay with another card or another payment method, or try again once the card is topped up.',
    otherCard: 'Try another card',
  },
};

const cardFormCopyEn: CardFormCopy = {
  number: {
    label: 'Card number',
    description: 'The 13 to 19 digits on the front of the card.',
    brand: (brand) => `${brand} card`,
    empty: 'Enter your card number.',
    incomplete: 'The card number is incomplete: check the digits on the front of the card.',
    invalid:
      'This card number is not valid: a digit is probably mistyped. Check it on the front of the card.',
  },
  expiry: {
    label: 'Expiry date',
    description: 'Month and year, as on the card (MM / YY).',
    placeholder: 'MM / YY',
    empty: 'Enter the card’s expiry date (MM / YY).',
    invalid: 'The expiry date is written MM / YY, for example 09 / 30.',
    past: 'This card has expired: pay with a card that is still valid.',
  },
  cvc: {
    label: 'Security code',
    description: (length) =>
      length === 4
        ? 'The 4 digits on the front of the card, above the number.'
        : 'The 3 digits on the back of the card, near the signature.',
    empty: (length) =>
      `Enter the security code: the ${length} digits on the ${length === 4 ? 'front' : 'back'} of the card.`,
    invalid: (length) => `The security code has ${length} digits.`,
  },
  holder: {
    label: 'Cardholder name',
    description: 'As written on the card.',
    empty: 'Enter the name written on the card.',
    invalid: 'The name may only contain letters, spaces, hyphens and apostrophes.',
    tooLong: (max) => `The name has ${max} characters at most.`,
  },
  safety:
    'Your card details are sent encrypted, for this payment only: they are never kept on this device.',
  change: 'Change payment method',
};

const receiptActionsCopyEn: ReceiptActionsCopy = {
  print: 'Print or save as PDF',
  share: 'Share the receipt',
  copy: 'Copy the receipt',
  copied: 'Receipt copied: paste it into a message or a note to keep it.',
  copyFailed: 'The receipt could not be copied: print it or take a screenshot.',
};

export const englishWords: CheckoutWords = {
  lang: 'en',
  copy: checkoutCopyEn,
  card: cardFormCopyEn,
  receiptActions: receiptActionsCopyEn,
  outcome: outcomeCopyEn,
};
