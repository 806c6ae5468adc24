import { paymentMethodGroups } from '../catalogue';
import { buildBalance } from '../fixtures';
import { credit, recordTransaction, settlePayIn, otpFor, statusFor } from '../operations';
import { CARD_CURRENCIES, cardDecline, cardOutcome, readCard } from '../cards';
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
      const number = readCard(body, state.now());
      readString(body, 'customerFirstName');
      readString(body, 'customerLastName');
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
      return cardDecline(number, transaction.transactionId);
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
