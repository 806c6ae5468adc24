import type { MassPayoutRecipient, Payout, Transaction } from '../../api/schemas';
import { credit } from '../operations';
import type { NotifiedKind } from '../notifications';
import { conflict, notFound, shown } from '../validation';
import { ok, type RouteFactory } from './route';

type Found =
  | { kind: 'payment'; record: Transaction }
  | { kind: 'payout'; record: Payout }
  | { kind: 'payout'; record: MassPayoutRecipient; massPayoutId: number };

/**
 * The sandbox's stand-in for the operator: a PENDING pay-in, payout or mass payout recipient
 * (the pending test number) stays so until one of these completes or fails it, and its
 * notification goes out as a real decision's would.
 */
export const sandboxActionRoutes = ((state) => {
  function find(transactionId: string | undefined): Found {
    const transaction = state.transactions.find((t) => t.transactionId === transactionId);
    if (transaction) return { kind: 'payment', record: transaction };
    const payout = state.payouts.find((p) => p.transactionId === transactionId);
    if (payout) return { kind: 'payout', record: payout };
    for (const massPayout of state.massPayouts) {
      const recipient = massPayout.recipients.find((r) => r.transactionId === transactionId);
      if (recipient) return { kind: 'payout', record: recipient, massPayoutId: massPayout.id };
    }
    throw notFound(
      `Opération introuvable : ${shown(transactionId)}. Donnez le transactionId d’un encaissement, d’un versement ou d’un bénéficiaire de versement de masse.`,
    );
  }

  function decide(transactionId: string | undefined, outcome: 'SUCCESS' | 'REJECTED') {
    const found = find(transactionId);
    const { record } = found;
    if (record.status !== 'PENDING') {
      throw conflict(
        `L’opération ${record.transactionId} n’est pas en attente : son statut est ${record.status ?? 'inconnu'}. Seule une opération PENDING peut être confirmée ou refusée.`,
      );
    }
    if (found.kind === 'payment' && found.record.token) {
      if (!found.record.phoneNumber) {
        throw conflict(
          `Le lien de paiement de ${record.transactionId} n’a pas encore été payé : payez-le d’abord sur sa page avec le numéro de test « en attente ».`,
        );
      }
    }
    record.status = outcome;
    // A succeeded pay-in credits the balance; a failed payout gives back what it held.
    if (found.kind === 'payment' && outcome === 'SUCCESS') {
      credit(state, found.record.realAmount, found.record.currency);
    }
    if (found.kind === 'payout' && outcome === 'REJECTED') {
      credit(state, record.realAmount, record.currency);
    }
    const kind: NotifiedKind = found.kind;
    const event = state.notify(
      record.ipn,
      kind,
      'massPayoutId' in found
        ? { ...found.record, massPayoutId: found.massPayoutId }
        : found.record,
    );
    // As when a payer's wallet refuses: a link whose payment failed can be paid again.
    if (found.kind === 'payment' && found.record.token && outcome === 'REJECTED') {
      Object.assign(found.record, { status: 'PENDING', phoneNumber: null, codeOTP: null });
    }
    return ok(
      outcome === 'SUCCESS' ? 'Sandbox transaction completed' : 'Sandbox transaction failed',
      {
        transactionId: record.transactionId,
        kind,
        status: record.status,
        event,
      },
    );
  }

  return {
    complete: {
      endpoint: 'completeSandboxTransaction',
      resolve: ({ params }) => decide(params.transactionId, 'SUCCESS'),
    },
    fail: {
      endpoint: 'failSandboxTransaction',
      resolve: ({ params }) => decide(params.transactionId, 'REJECTED'),
    },
  };
}) satisfies RouteFactory;
