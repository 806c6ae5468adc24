import { useRef, useState, type RefObject } from 'react';
import type { CheckoutCopy } from '../copy';
import { useCopy, useWords } from '../language/words';
import { Button, glyphs, Spinner } from '../../kit';
import { maskPhone, planFor } from '../phonePlans';
import { CheckoutFrame } from '../screens/CheckoutFrame';
import { CheckoutPanel } from '../screens/CheckoutPanel';
import { PaymentPending } from '../screens/PaymentPending';
import { PaymentReceipt } from '../screens/PaymentReceipt';
import { PaymentSummary } from '../screens/PaymentSummary';
import {
  CARD_METHOD,
  groupOf,
  needsOtp,
  selectedMethod,
  type CheckoutState,
  type RejectReason,
  type Screen,
} from '../state/state';
import { CheckoutForm } from './CheckoutForm';
import { checkoutActions } from '../state/formFields';
import { wordMessage } from '../state/messages';
import { PostedAction } from '../screens/PostedAction';
import { formatAmount, formatPaymentDate, typographic } from '../format';
import type { Checkout } from '../state/useCheckout';
import { useHeadingFocus } from './useHeadingFocus';

/**
 * A new key moves focus to the new heading. On the number and code steps the wallet is part of
 * it: taking up a suggested wallet renames the step ("Votre numéro Orange Money"), and the
 * payer must hear it; on the method step choosing a wallet must not move focus.
 */
const screenKey = ({ screen, entry }: CheckoutState) =>
  screen.name !== 'form'
    ? screen.name
    : screen.step === 'method'
      ? 'form:method'
      : `form:${screen.step}:${entry.method}`;

/** The method's name for the payer; its code until the list of methods is back. */
const methodNameOf = (copy: CheckoutCopy, state: CheckoutState, code = state.entry.method) =>
  code === CARD_METHOD
    ? copy.card.method
    : (groupOf(state)?.methods.find((method) => method.paymentMethod === code)?.name ?? code);

/** What a refusal says: the wallet's, or the card's bank's with its reason. */
function refusalText(copy: CheckoutCopy, reason: RejectReason, methodName: string) {
  if (reason === 'cardDeclined') return copy.card.declined.declined;
  if (reason === 'cardInsufficientFunds') return copy.card.declined.insufficientFunds;
  return copy.rejected[reason](methodName);
}

/**
 * What the status region reads out: changes that happen without the payer moving, and that
 * no new heading announces (a new screen's heading gets focus and is read instead).
 */
function useAnnouncement({ state, connectionLost }: Checkout) {
  const copy = useCopy();
  const pending = state.screen.name === 'pending';
  const [lostWhilePending, setLostWhilePending] = useState(false);
  // Derived during render rather than in an effect: the region must change in the same commit.
  if (lostWhilePending !== (pending && (lostWhilePending || connectionLost))) {
    setLostWhilePending(!lostWhilePending);
  }
  if (!pending) return '';
  if (connectionLost) return copy.offline;
  return lostWhilePending ? copy.backOnline : '';
}

/** Every screen of the hosted payment page, from loading to the receipt. */
export function CheckoutScreens({ checkout }: { checkout: Checkout }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state } = checkout;
  useHeadingFocus(screenKey(state), headingRef);
  const announcement = useAnnouncement(checkout);
  return (
    <CheckoutFrame announcement={announcement}>
      <Screen checkout={checkout} headingRef={headingRef} />
    </CheckoutFrame>
  );
}

interface ScreenProps {
  checkout: Checkout;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function Screen({ checkout, headingRef }: ScreenProps) {
  const words = useWords();
  const { copy } = words;
  const { state } = checkout;
  const { screen, link } = state;

  // Screens without the payment's summary: the link is not (or no longer) payable here.
  if (screen.name === 'loading') {
    return (
      <CheckoutPanel title={copy.loading.title} headingLevel={1} headingRef={headingRef}>
        <Spinner size="lg" label={copy.loading.label} />
      </CheckoutPanel>
    );
  }
  if (screen.name === 'notFound' || screen.name === 'paid') {
    const text = copy.unavailable[screen.name];
    const paid = screen.name === 'paid';
    return (
      <CheckoutPanel
        title={text.title}
        headingLevel={1}
        headingRef={headingRef}
        tone={paid ? 'success' : 'danger'}
        icon={paid ? glyphs.success : glyphs.alert}
      >
        <p>{text.text}</p>
      </CheckoutPanel>
    );
  }
  if (screen.name === 'loadFailed') {
    return (
      <CheckoutPanel
        title={copy.unavailable.failed.title}
        headingLevel={1}
        headingRef={headingRef}
        tone="danger"
        icon={glyphs.alert}
        actions={
          <Button size="lg" fullWidth onClick={checkout.reloadLink}>
            {copy.unavailable.failed.retry}
          </Button>
        }
      >
        <p>{wordMessage(words, screen.message)}</p>
      </CheckoutPanel>
    );
  }

  // The form and the outcomes only ever follow a loaded link.
  if (!link) return null;
  const amount = formatAmount(link.amount, link.currency, copy.locale);
  const summary = (
    <PaymentSummary businessName={link.businessName} product={link.product} amount={amount} />
  );
  const methodName = methodNameOf(copy, state);

  switch (screen.name) {
    case 'form':
      return (
        <>
          {summary}
          <CheckoutForm
            checkout={checkout}
            step={screen.step}
            sending={screen.sending}
            amount={amount}
            headingRef={headingRef}
          />
        </>
      );
    case 'pending': {
      const method = selectedMethod(state);
      return (
        <>
          {summary}
          <PaymentPending
            headingRef={headingRef}
            methodName={methodName}
            phone={maskPhone(state.entry.phone, planFor(state.entry.country))}
            onChangeNumber={() => checkout.leavePending('phone')}
            onCancel={() => checkout.leavePending('method')}
            leaving={checkout.leaving}
            error={state.error && wordMessage(words, state.error.message)}
            // A wallet asked for a code has been confirmed already; the others confirm on the phone.
            instructions={needsOtp(state) || !method ? undefined : typographic(method.instructions)}
            connectionLost={checkout.connectionLost}
          />
        </>
      );
    }
    case 'success': {
      const { receipt } = screen;
      return (
        <>
          {summary}
          <PaymentReceipt
            headingRef={headingRef}
            amount={amount}
            businessName={link.businessName}
            product={link.product}
            methodName={methodNameOf(copy, state, receipt.method)}
            phone={receipt.phone ? maskPhone(receipt.phone, planFor(receipt.country)) : undefined}
            date={formatPaymentDate(receipt.paidAt, receipt.country, copy.locale)}
            transactionId={receipt.transactionId}
            returnUrl={link.returnUrl ?? undefined}
          />
        </>
      );
    }
    case 'rejected': {
      const byCard = screen.reason === 'cardDeclined' || screen.reason === 'cardInsufficientFunds';
      return (
        <>
          {summary}
          <CheckoutPanel
            title={byCard ? copy.card.declined.title : copy.rejected.title}
            headingRef={headingRef}
            tone="danger"
            icon={glyphs.alert}
            screen="rejected"
            onSubmit={checkout.retry}
            actions={
              <>
                <PostedAction action={checkoutActions.retry} onPress={checkout.retry} size="lg">
                  {byCard ? copy.card.declined.otherCard : copy.rejected.retry}
                </PostedAction>
                <PostedAction
                  action={checkoutActions.changeMethod}
                  onPress={checkout.changeMethod}
                  variant="secondary"
                >
                  {copy.rejected.otherMethod}
                </PostedAction>
              </>
            }
          >
            <p>{refusalText(copy, screen.reason, methodName)}</p>
            <p>{copy.rejected.noDebit}</p>
          </CheckoutPanel>
        </>
      );
    }
    case 'timeout':
      return (
        <>
          {summary}
          <CheckoutPanel
            title={copy.timeout.title}
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
                {copy.timeout.checkAgain}
              </PostedAction>
            }
          >
            <p>{copy.timeout.text(methodName)}</p>
            <p>{copy.timeout.noSecondPayment}</p>
          </CheckoutPanel>
        </>
      );
  }
}
