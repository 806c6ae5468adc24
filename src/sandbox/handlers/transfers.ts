import type { Payout } from '../../api/schemas';
import { countries } from '../catalogue';
import { payoutRealAmount, sequence, SANDBOX_BUSINESS } from '../fixtures';
import { debit, statusFor } from '../operations';
import { outcomeFor } from '../../api/sandboxTestNumbers';
import {
  asBody,
  checkCurrency,
  checkPrefix,
  conflict,
  insufficientBalance,
  invalid,
  readAmount,
  readEmail,
  readMethod,
  readNotificationUrl,
  readOptionalString,
  readPhone,
  readString,
  shown,
} from '../validation';
import { ok, page, type RouteFactory } from './route';

export const INSUFFICIENT_BALANCE_TEST_TITLE =
  'Solde insuffisant pour ce versement (numéro de test « solde insuffisant »).';

/** Single payouts and payout accounts. */
export const transferRoutes = ((state) => ({
  create: {
    endpoint: 'createPayout',
    resolve: ({ body: raw }) => {
      const body = asBody(raw);
      const info = readMethod(body);
      const currency = checkCurrency(body, info);
      const amount = readAmount(body, currency);
      const prefix = checkPrefix(body, info);
      const phone = readPhone(body, info.country);
      // Every field is checked before money moves: a refusal changes nothing.
      const fields = {
        idClient: readOptionalString(body, 'idClient') ?? null,
        description: readOptionalString(body, 'description') ?? null,
        ipn: readNotificationUrl(body),
      };
      readOptionalString(body, 'metadata');
      const outcome = outcomeFor(phone);
      if (outcome === 'insufficientBalance')
        throw insufficientBalance(INSUFFICIENT_BALANCE_TEST_TITLE);
      const status = statusFor(outcome);
      const realAmount = payoutRealAmount(amount);
      // A pending payout holds its amount; a rejected one never leaves the balance.
      if (status !== 'REJECTED') debit(state, realAmount, currency);
      const id = state.nextId('payout');
      const payout: Payout = {
        id,
        idClient: fields.idClient,
        developerAccountId: SANDBOX_BUSINESS.developerAccountId,
        siteId: SANDBOX_BUSINESS.siteId,
        amount,
        realAmount,
        currency,
        payUrl: null,
        transactionId: sequence('YN-PO', id),
        description: fields.description,
        createdAt: state.now(),
        status,
        ipn: fields.ipn,
        callback: null,
        token: null,
        country: info.country.code,
        prefix,
        phone,
        paymentMethod: info.method.paymentMethod,
        type: info.method.type,
      };
      state.addPayout(payout);
      state.notify(payout.ipn, 'payout', payout);
      return ok('Transfer created', payout);
    },
  },

  addContact: {
    endpoint: 'addPayoutContact',
    resolve: ({ body: raw }) => {
      const body = asBody(raw);
      const prefix = readString(body, 'prefix').replace(/^\+/, '');
      const country = countries.find((c) => c.prefix === prefix);
      if (!country) {
        throw invalid(
          `Indicatif non desservi : ${shown(prefix)}. Indicatifs disponibles : ${countries.map((c) => c.prefix).join(', ')}.`,
          'prefix',
        );
      }
      const phone = readPhone(body, country, 'phone');
      const name = readString(body, 'name');
      const surname = readString(body, 'surname');
      const email = readEmail(body);
      const known = state.contacts.find((c) => c.prefix === prefix && c.phone === phone);
      // The same account sent again (a retry, a collection run twice) is the one already saved;
      // only another name or address on a saved number is a conflict.
      if (known && known.name === name && known.surname === surname && known.email === email) {
        return ok('Contact added', known);
      }
      if (known) {
        throw conflict(
          `Ce numéro est déjà enregistré pour un autre bénéficiaire (+${prefix} ${phone}).`,
          'phone',
        );
      }
      const contact = {
        id: state.nextId('contact'),
        prefix,
        phone,
        name,
        surname,
        email,
        createdAt: state.now(),
      };
      state.addContact(contact);
      return ok('Contact added', contact);
    },
  },

  list: {
    endpoint: 'listPayouts',
    resolve: ({ url }) =>
      page('Transfer List of merchant', state.payouts, url, (p) => p.transactionId),
  },
})) satisfies RouteFactory;
