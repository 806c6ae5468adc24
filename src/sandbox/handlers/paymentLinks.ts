import { findCountry, paymentMethodGroups } from '../catalogue';
import { CARD_CURRENCIES, cardDecline, cardOutcome, readCard } from '../cards';
import { credit, otpFor, recordTransaction, settlePayIn } from '../operations';
import {
  asBody,
  checkPrefix,
  conflict,
  invalid,
  notFound,
  readAmount,
  readCountry,
  readMethod,
  readNotificationUrl,
  readOptionalString,
  readPhone,
  readReturnUrl,
  readString,
  shown,
} from '../validation';
import { ok, type RouteFactory } from './route';

/** The hosted payment page of a link, on the configured public origin (never a request's Host). */
const payPagePath = (token: string) => `/paiement/${encodeURIComponent(token)}`;

/** Payment links: creation (spec 7) and, as sandbox assumptions, the hosted page's lookup and payment. */
export const paymentLinkRoutes = ((state) => {
  const linkOf = (token: string | undefined) => {
    const link = token === undefined ? undefined : state.links.get(token);
    const transaction =
      link && state.transactions.find((t) => t.transactionId === link.transactionId);
    if (!link || !transaction) throw notFound('Lien de paiement introuvable ou expiré.');
    return { link, transaction };
  };

  return {
    create: {
      endpoint: 'createPaymentLink',
      resolve: ({ body: raw }) => {
        const body = asBody(raw);
        const country = readCountry(body);
        const currency = readString(body, 'currency');
        if (currency !== country.currency) {
          throw invalid(
            `La devise ${shown(currency)} ne correspond pas au pays ${country.code} : les paiements ${country.inName} se font en ${country.currency}.`,
            'currency',
          );
        }
        const amount = readAmount(body, currency);
        const product = readString(body, 'product');
        const idClient = readOptionalString(body, 'idClient') ?? null;
        const ipn = readNotificationUrl(body);
        const returnUrl = readReturnUrl(body);
        const token = state.token('pl');
        const urlPayIn = new URL(payPagePath(token), state.publicOrigin).href;
        const transaction = recordTransaction(state, {
          amount,
          currency,
          paymentMethod: 'PAYMENT_LINK',
          country: country.code,
          payUrl: urlPayIn,
          token,
          description: product,
          idClient,
          ipn,
        });
        state.addLink({
          token,
          product,
          country: country.code,
          transactionId: transaction.transactionId,
          returnUrl,
        });
        return ok('Payment link created', { token, urlPayIn });
      },
    },

    details: {
      endpoint: 'getPaymentLink',
      resolve: ({ params }) => {
        const { link, transaction } = linkOf(params.token);
        return ok('Payment link', {
          token: link.token,
          urlPayIn: transaction.payUrl,
          businessName: state.business.name,
          product: link.product,
          amount: transaction.amount,
          currency: transaction.currency,
          country: link.country,
          status: transaction.status,
          createdAt: transaction.createdAt,
          merchantOrigins: [...state.merchantOrigins],
          returnUrl: link.returnUrl,
          cardPayments: CARD_CURRENCIES.includes(transaction.currency),
        });
      },
    },

    pay: {
      endpoint: 'payPaymentLink',
      resolve: ({ params, body: raw }) => {
        const { link, transaction } = linkOf(params.token);
        if (transaction.status === 'SUCCESS') throw conflict('Ce lien a déjà été payé.');
        if (transaction.phoneNumber) {
          throw conflict('Un paiement est déjà en attente de confirmation pour ce lien.');
        }
        const body = asBody(raw);
        const info = readMethod(body);
        if (info.country.code !== link.country) {
          throw invalid(
            `${info.method.name} (${info.method.paymentMethod}) n'est pas disponible pour ce lien, payable ${findCountry(link.country)?.inName ?? link.country}.`,
            'paymentMethod',
          );
        }
        checkPrefix(body, info);
        const phone = readPhone(body, info.country);
        const otp = otpFor(body, info, phone);
        const answer = settlePayIn(state, transaction, { info, phone, otp });
        // A refused attempt leaves the link payable, as a payer would try another wallet.
        if (transaction.status === 'REJECTED') {
          Object.assign(transaction, { status: 'PENDING', phoneNumber: null, codeOTP: null });
        }
        return { body: answer };
      },
    },

    payByCard: {
      endpoint: 'payPaymentLinkByCard',
      resolve: ({ params, body: raw }) => {
        const { link, transaction } = linkOf(params.token);
        if (transaction.status === 'SUCCESS') throw conflict('Ce lien a déjà été payé.');
        if (transaction.phoneNumber) {
          throw conflict('Un paiement est déjà en attente de confirmation pour ce lien.');
        }
        if (!CARD_CURRENCIES.includes(transaction.currency)) {
          throw invalid(
            `Ce lien, en ${transaction.currency}, ne se paie pas par carte.`,
            'paymentMethod',
          );
        }
        const body = asBody(raw);
        const number = readCard(body, state.now());
        readString(body, 'cardHolderName');
        if (cardOutcome(number) === 'success') {
          Object.assign(transaction, { status: 'SUCCESS', paymentMethod: 'CARD' });
          credit(state, transaction.realAmount, transaction.currency);
          state.notify(transaction.ipn, 'payment', transaction);
          return ok('Card payment accepted', transaction);
        }
        // A declined card is an attempt of its own in the merchant's list; the link stays payable.
        const declined = recordTransaction(state, {
          amount: transaction.amount,
          currency: transaction.currency,
          paymentMethod: 'CARD',
          status: 'REJECTED',
          country: link.country,
          token: link.token,
          description: link.product,
          idClient: transaction.idClient,
          ipn: transaction.ipn,
        });
        state.notify(declined.ipn, 'payment', declined);
        return cardDecline(number, declined.transactionId);
      },
    },

    methods: {
      endpoint: 'listPaymentLinkMethods',
      resolve: ({ params }) => {
        const { link } = linkOf(params.token);
        // The link's own country only: its pay call refuses the wallets of other countries.
        return ok(
          'Payment methods by country',
          paymentMethodGroups.filter((group) => group.country === link.country),
        );
      },
    },

    cancel: {
      endpoint: 'cancelPaymentLinkPayment',
      resolve: ({ params }) => {
        const { transaction } = linkOf(params.token);
        if (transaction.status === 'SUCCESS') throw conflict('Ce lien a déjà été payé.');
        // As after a refusal: the link is payable again, by any number or wallet.
        Object.assign(transaction, { status: 'PENDING', phoneNumber: null, codeOTP: null });
        return ok('Payment withdrawn', { ...transaction });
      },
    },

    status: {
      endpoint: 'getPaymentLinkStatus',
      resolve: ({ params }) => {
        const { link, transaction } = linkOf(params.token);
        // Only the link's own payment: a payer must not read other transactions by guessing ids.
        if (params.transactionId !== link.transactionId) {
          throw notFound(`Transaction introuvable pour ce lien : ${shown(params.transactionId)}.`);
        }
        // The code a payer typed is not theirs to read back.
        return ok('Transaction status', { ...transaction, codeOTP: null });
      },
    },
  };
}) satisfies RouteFactory;
