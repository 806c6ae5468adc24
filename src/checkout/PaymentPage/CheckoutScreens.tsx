import { useRef, useState, type RefObject } from 'react';
import { useCopy, useWords } from '../language/words';
import { Button, glyphs, Spinner } from '../../kit';
import { CheckoutFrame } from '../screens/CheckoutFrame';
import { CheckoutPanel } from '../screens/CheckoutPanel';
import { PaymentSummary } from '../screens/PaymentSummary';
import type { CheckoutCopy } from '../copy';
import { maskPhone, planFor } from '../phonePlans';
import {
  CARD_METHOD,
  groupOf,
  isOutcome,
  needsOtp,
  selectedMethod,
  type CheckoutState,
} from '../state/state';
import { CheckoutForm } from './CheckoutForm';
import { LazyScreen } from './LazyScreen';
import { outcomeScreen } from './lazySteps';
import type { Payer } from './OutcomeScreen';
import { wordMessage } from '../state/messages';
import { formatAmount, typographic } from '../format';
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

/** Who pays and how, for the outcome's screen: once accepted, as the receipt recorded it. */
function payerOf(copy: CheckoutCopy, state: CheckoutState): Payer {
  const { screen, entry } = state;
  if (screen.name === 'success') {
    const { receipt } = screen;
    return {
      methodName: methodNameOf(copy, state, receipt.method),
      phone: receipt.phone ? maskPhone(receipt.phone, planFor(receipt.country)) : undefined,
    };
  }
  const method = selectedMethod(state);
  return {
    methodName: methodNameOf(copy, state),
    phone: maskPhone(entry.phone, planFor(entry.country)),
    // A wallet asked for a code has been confirmed already; the others confirm on the phone.
    instructions: needsOtp(state) || !method ? undefined : typographic(method.instructions),
  };
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
  if (isOutcome(screen)) {
    return (
      <>
        {summary}
        <LazyScreen
          chunk={outcomeScreen}
          title={copy.loading.title}
          loading={copy.loading.label}
          headingRef={headingRef}
        >
          {(OutcomeScreen) => (
            <OutcomeScreen
              checkout={checkout}
              screen={screen}
              link={link}
              amount={amount}
              payer={payerOf(copy, state)}
              words={words}
              headingRef={headingRef}
            />
          )}
        </LazyScreen>
      </>
    );
  }
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
}
