import type { MassPayout, MassPayoutRecipient } from '../../api/schemas';
import { payoutRealAmount, sequence, SANDBOX_BUSINESS } from '../fixtures';
import { MASS_PAYOUT_MAX_RECIPIENTS } from '../limits';
import { debit, statusFor } from '../operations';
import { outcomeFor } from '../../api/sandboxTestNumbers';
import {
  asBody,
  checkCurrency,
  checkPrefix,
  forItem,
  insufficientBalance,
  invalid,
  readAmount,
  readEmail,
  readMethod,
  readNotificationUrl,
  readPhone,
  readString,
  type Body,
} from '../validation';
import { ok, page, type RouteFactory } from './route';
import { INSUFFICIENT_BALANCE_TEST_TITLE } from './transfers';

const LIST = 'payOutMassList';

/** Mass payouts: many recipients, one balance check, one record. */
export const massPayoutRoutes = ((state) => ({
  create: {
    endpoint: 'createMassPayout',
    resolve: ({ body: raw }) => {
      const list = asBody(raw)[LIST];
      const ipn = readNotificationUrl(asBody(raw));
      if (!Array.isArray(list) || list.length === 0) {
        throw invalid(`La liste ${LIST} doit contenir au moins un bénéficiaire.`, LIST);
      }
      if (list.length > MASS_PAYOUT_MAX_RECIPIENTS) {
        throw invalid(
          `Un versement de masse compte au plus ${MASS_PAYOUT_MAX_RECIPIENTS} bénéficiaires ; reçu : ${list.length}.`,
          LIST,
        );
      }
      const items = list.map((item: unknown, index) =>
        forItem(LIST, index, () => {
          const body: Body = asBody(item);
          const info = readMethod(body, 'paiement_method');
          const currency = checkCurrency(body, info);
          return {
            name: readString(body, 'name'),
            surname: readString(body, 'surname'),
            email: readEmail(body),
            amount: readAmount(body, currency),
            currency,
            prefix: checkPrefix(body, info, 'prefix'),
            phone: readPhone(body, info.country, 'phone'),
            info,
          };
        }),
      );
      const currency = items[0]!.currency;
      items.forEach((item, index) =>
        forItem(LIST, index, () => {
          if (item.currency !== currency) {
            throw invalid(
              `Tous les bénéficiaires d'un même versement sont payés dans la même devise (${currency}).`,
              'currency',
            );
          }
          if (outcomeFor(item.phone) === 'insufficientBalance') {
            throw insufficientBalance(INSUFFICIENT_BALANCE_TEST_TITLE, 'phone');
          }
        }),
      );

      const cost = items
        .filter((item) => statusFor(outcomeFor(item.phone)) !== 'REJECTED')
        .reduce((sum, item) => sum + payoutRealAmount(item.amount), 0);
      debit(state, Math.round(cost * 100) / 100, currency);

      const recipients = items.map((item): MassPayoutRecipient => {
        const id = state.nextId('recipient');
        return {
          id,
          idClient: null,
          developerAccountId: SANDBOX_BUSINESS.developerAccountId,
          merchantId: SANDBOX_BUSINESS.developerAccountId,
          siteId: SANDBOX_BUSINESS.siteId,
          amount: item.amount,
          realAmount: payoutRealAmount(item.amount),
          currency,
          payUrl: null,
          transactionId: sequence('YN-MP', id),
          description: `${item.surname} ${item.name}`,
          ipn,
          callback: null,
          token: null,
          country: item.info.country.code,
          prefixPhone: item.prefix,
          payment_method: item.info.method.paymentMethod,
          type: item.info.method.type,
          client_transaction_id: sequence('lot', id),
          status: statusFor(outcomeFor(item.phone)),
        };
      });

      const massPayout: MassPayout = {
        id: state.nextId('massPayout'),
        amount: Math.round(items.reduce((sum, i) => sum + i.amount, 0) * 100) / 100,
        currency,
        description: `Versement de masse : ${recipients.length} bénéficiaire${recipients.length > 1 ? 's' : ''}`,
        createdAt: state.now(),
        developerAccountId: SANDBOX_BUSINESS.developerAccountId,
        recipients,
      };
      state.addMassPayout(massPayout);
      // Each recipient is a payout of its own to its payer's books: one notification each.
      for (const recipient of recipients) {
        state.notify(ipn, 'payout', { ...recipient, massPayoutId: massPayout.id });
      }
      return ok('Multiple payouts with success', massPayout);
    },
  },

  list: {
    endpoint: 'listMassPayouts',
    resolve: ({ url }) => page('Payout Out Mass List', state.massPayouts, url, (m) => String(m.id)),
  },
})) satisfies RouteFactory;
