import type { ApiCode } from '../../api/apiCodes';
import { paymentMethodGroups } from '../catalogue';
import { buildBalance } from '../fixtures';
import { credit, recordTransaction, settlePayIn, otpFor, statusFor } from '../operations';
import { TEST_CARDS, type TestOutcome } from '../../api/sandboxTestNumbers';
import {
  asBody,
  checkCurrency,
  checkPrefix,
  invalid,
  notFound,
  readAmount,
  readCountry,
  readMethod,
  readOptionalString,
  readNotificationUrl,
  readPhone,
  readString,
  shown,
} from '../validation';
import { ok, page, type RouteFactory } from './route';

const CARD_CURRENCIES = ['XOF', 'XAF', 'GNF'];

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, i) => {
    const n = Number(char) * (i % 2 ? 2 : 1);
    return sum + (n > 9 ? n - 9 : n);
  }, 0) %
    10 ===
  0;

const cardOutcome = (number: string): TestOutcome =>
  number === TEST_CARDS.rejected
    ? 'rejected'
    : number === TEST_CARDS.insufficientBalance
      ? 'insufficientBalance'
      : 'success';

const cardDeclines = [
  {
    code: 'CARD_DECLINED',
    title:
      'Paiement refusé par la banque de la carte : proposez une autre carte ou un autre moyen de paiement.',
  },
  {
    code: 'INSUFFICIENT_FUNDS',
    title:
      'Provision insuffisante sur la carte : proposez une autre carte ou un montant plus faible.',
  },
] as const satisfies { code: ApiCode; title: string }[];

/** Pay-ins, their list and status, the balance and the payment methods. */
export const transactionRoutes = ((state) => ({
  payInMobile: {
    endpoint: 'payInMobile',
    resolve: ({ body: raw }) => {
      const body = asBody(raw);
      const info = readMethod(body);
      const currency = checkCurrency(body, info);
      const amount = readAmount(body, currency);
      checkPrefix(body, info);
      const phone = readPhone(body, info.country);
      if (body.country !== undefined && readCountry(body).code !== info.country.code) {
        throw invalid(
          `Le pays « ${String(body.country)} » ne correspond pas à ${info.method.name} (${info.method.paymentMethod}), disponible ${info.country.inName}.`,
          'country',
        );
      }
      const otp = otpFor(body, info, phone);
      const fields = {
        idClient: readOptionalString(body, 'idClient') ?? null,
        ipn: readNotificationUrl(body),
        description: readOptionalString(body, 'description') ?? null,
      };
      readOptionalString(body, 'metadata');
      const transaction = recordTransaction(state, {
        amount,
        currency,
        paymentMethod: info.method.paymentMethod,
        ...fields,
      });
      return { body: settlePayIn(state, transaction, { info, phone, otp }) };
    },
  },

  payInCard: {
    endpoint: 'payInCard',
    resolve: ({ body: raw }) => {
      const body = asBody(raw);
      const currency = readString(body, 'currency');
      if (!CARD_CURRENCIES.includes(currency)) {
        throw invalid(
          `Devise non prise en charge pour la carte : ${shown(currency)}. Devises acceptées : ${CARD_CURRENCIES.join(', ')}.`,
          'currency',
        );
      }
      const amount = readAmount(body, currency);
      const number = readString(body, 'cardNumber').replace(/[\s-]/g, '');
      if (!/^\d{13,19}$/.test(number) || !luhn(number)) {
        throw invalid("Le numéro de carte (cardNumber) n'est pas valide.", 'cardNumber');
      }
      readString(body, 'customerFirstName');
      readString(body, 'customerLastName');
      const month = Number(readString(body, 'cardExpirationMonth'));
      if (!Number.isInteger(month) || month < 1 || month > 12) {
        throw invalid(
          "Le mois d'expiration (cardExpirationMonth) doit aller de 01 à 12.",
          'cardExpirationMonth',
        );
      }
      const yearText = readString(body, 'cardExpirationYear');
      if (!/^(\d{2}|\d{4})$/.test(yearText)) {
        throw invalid(
          "L'année d'expiration (cardExpirationYear) doit compter 2 ou 4 chiffres.",
          'cardExpirationYear',
        );
      }
      const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
      const today = new Date(state.now());
      if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
        throw invalid('La carte a expiré.', 'cardExpirationYear');
      }
      if (!/^\d{3,4}$/.test(readString(body, 'cardCv'))) {
        throw invalid('Le cryptogramme (cardCv) doit compter 3 ou 4 chiffres.', 'cardCv');
      }
      const fields = {
        idClient: readOptionalString(body, 'idClient') ?? null,
        ipn: readNotificationUrl(body),
        description: readOptionalString(body, 'description') ?? null,
      };
      const status = statusFor(cardOutcome(number));
      const transaction = recordTransaction(state, {
        amount,
        currency,
        paymentMethod: 'CARD',
        status,
        ...fields,
      });
      if (status === 'SUCCESS') credit(state, transaction.realAmount, currency);
      state.notify(transaction.ipn, 'payment', transaction);
      if (status === 'SUCCESS') {
        return ok('Card payment accepted', transaction);
      }
      // A decline is recorded (the list shows it) and answered as an error carrying its reason,
      // as card APIs do (402): a client that only checks for success cannot take it for one.
      const reason = cardDeclines[cardOutcome(number) === 'insufficientBalance' ? 1 : 0];
      return {
        status: 402,
        body: {
          code: reason.code,
          message: 'Payment Required',
          data: {
            title: reason.title,
            field: 'cardNumber',
            transactionId: transaction.transactionId,
          },
        },
      };
    },
  },

  list: {
    endpoint: 'listTransactions',
    resolve: ({ url }) =>
      page('Pay-in List of merchant', state.transactions, url, (t) => t.transactionId),
  },

  balance: {
    endpoint: 'getBalance',
    resolve: () =>
      ok(
        'Balance of merchant',
        buildBalance({
          businessName: state.business.name,
          availableBalance: state.balance,
          currency: state.business.currency,
        }),
      ),
  },

  status: {
    endpoint: 'getTransactionStatus',
    resolve: ({ params }) => {
      const transaction = state.transactions.find((t) => t.transactionId === params.transactionId);
      if (!transaction) throw notFound(`Transaction introuvable : ${shown(params.transactionId)}.`);
      return ok('Transaction status', transaction);
    },
  },

  paymentMethods: {
    endpoint: 'listPaymentMethods',
    resolve: () => ok('Payment methods by country', paymentMethodGroups),
  },
})) satisfies RouteFactory;
