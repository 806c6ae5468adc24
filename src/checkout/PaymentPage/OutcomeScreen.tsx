import type { RefObject } from 'react';
import type { PaymentLinkDetails } from '../../api/payer';
import { glyphs } from '../../kit';
import type { PageWords } from '../language/words';
import { outcomeCopy, type OutcomeCopy } from '../outcomeCopy';
import { CheckoutPanel } from '../screens/CheckoutPanel';
import { PaymentPending } from '../screens/PaymentPending';
import { PaymentReceipt } from '../screens/PaymentReceipt';
import { PostedAction } from '../screens/PostedAction';
import type { Outcome, RejectReason } from '../state/state';
import { checkoutActions } from '../state/formFields';
import { wordMessage } from '../state/messages';
import { formatPaymentDate } from '../paymentDate';
import type { Checkout } from '../state/useCheckout';

/** Who pays, and how, as the outcome's screen names them (worked out by the first screen's code). */
export interface Payer {
  /** The wallet's name (or the card's), the receipt's own once the payment is accepted. */
  methodName: string;
  /** The number the request went to, masked; none for a card on the receipt. */
  phone?: string;
  /** The operator's instructions, for a wallet confirmed on the phone. */
  instructions?: string;
}

export interface OutcomeScreenProps {
  checkout: Checkout;
  screen: Outcome;
  link: PaymentLinkDetails;
  /** "45 000 F CFA". */
  amount: string;
  payer: Payer;
  /**
   * The page's words, given rather than read from their context: this chunk imports none of
   * the modules its importer's chunk holds that the page's entry reaches too (its words, the
   * state's helpers, the numbering plans): Rolldown then splits those into chunks of their own,
   * two more requests on the first screen.
   */
  words: PageWords;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** What a refusal says: the wallet's, or the card's bank's with its reason. */
function refusalText(outcome: OutcomeCopy, reason: RejectReason, methodName: string) {
  if (reason === 'cardDeclined') return outcome.cardDeclined.declined;
  if (reason === 'cardInsufficientFunds') return outcome.cardDeclined.insufficientFunds;
  return outcome.rejected[reason](methodName);
}

/**
 * The payment sent: pending, accepted, refused or not confirmed in time. A chunk of its own
 * (./lazySteps.ts), with its words, which the first screen does without.
 */
export function OutcomeScreen({
  checkout,
  screen,
  link,
  amount,
  payer,
  words,
  headingRef,
}: OutcomeScreenProps) {
  const { copy, outcome = outcomeCopy } = words;
  const { state } = checkout;

  switch (screen.name) {
    case 'pending':
      return (
        <PaymentPending
          headingRef={headingRef}
          methodName={payer.methodName}
          phone={payer.phone ?? ''}
          onChangeNumber={() => checkout.leavePending('phone')}
          onCancel={() => checkout.leavePending('method')}
          leaving={checkout.leaving}
          error={state.error && wordMessage(words, state.error.message)}
          instructions={payer.instructions}
          offlineNotice={checkout.connectionLost ? copy.offline : undefined}
          words={outcome.pending}
        />
      );
    case 'success': {
      const { receipt } = screen;
      return (
        <PaymentReceipt
          headingRef={headingRef}
          amount={amount}
          businessName={link.businessName}
          product={link.product}
          methodName={payer.methodName}
          phone={payer.phone}
          date={formatPaymentDate(receipt.paidAt, receipt.country, copy.locale)}
          transactionId={receipt.transactionId}
          returnUrl={link.returnUrl ?? undefined}
          words={outcome.success}
          actionsWords={words.receiptActions}
        />
      );
    }
    case 'rejected': {
      const byCard = screen.reason === 'cardDeclined' || screen.reason === 'cardInsufficientFunds';
      return (
        <CheckoutPanel
          title={byCard ? outcome.cardDeclined.title : outcome.rejected.title}
          headingRef={headingRef}
          tone="danger"
          icon={glyphs.alert}
          screen="rejected"
          onSubmit={checkout.retry}
          actions={
            <>
              <PostedAction action={checkoutActions.retry} onPress={checkout.retry} size="lg">
                {byCard ? outcome.cardDeclined.otherCard : outcome.rejected.retry}
              </PostedAction>
              <PostedAction
                action={checkoutActions.changeMethod}
                onPress={checkout.changeMethod}
                variant="secondary"
              >
                {outcome.rejected.otherMethod}
              </PostedAction>
            </>
          }
        >
          <p>{refusalText(outcome, screen.reason, payer.methodName)}</p>
          <p>{outcome.rejected.noDebit}</p>
        </CheckoutPanel>
      );
    }
    case 'timeout':
      return (
        <CheckoutPanel
          title={outcome.timeout.title}
          headingRef={headingRef}
          tone="warning"
          icon={glyphs.clock}
          screen="timeout"
          onSubmit={checkout.checkAgain}
          actions={
            <PostedAction
              action={checkoutActions.checkAgain}
              onPress={checkout.checkAgain}
              size="lg"
            >
              {outcome.timeout.checkAgain}
            </PostedAction>
          }
        >
          <p>{outcome.timeout.text(payer.methodName)}</p>
          <p>{outcome.timeout.noSecondPayment}</p>
        </CheckoutPanel>
      );
  }
}
