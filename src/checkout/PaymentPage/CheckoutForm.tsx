import { useEffect, type RefObject } from 'react';
import { useWords } from '../language/words';
import { typographic } from '../format';
import { planFor } from '../phonePlans';
import { MethodStep } from '../screens/MethodStep';
import { PhoneStep } from '../screens/PhoneStep';
import { cardStep, otpStep, outcomeScreen } from './lazySteps';
import { LazyScreen } from './LazyScreen';
import { phoneMessage, suggestedMethod } from '../state/entry';
import { wordMessage, type CheckoutMessage } from '../state/messages';
import {
  CARD_METHOD,
  cardAccepted,
  countriesOf,
  groupOf,
  selectedMethod,
  stepsOf,
  type FormError,
  type FormStep,
} from '../state/state';
import type { Checkout } from '../state/useCheckout';

export interface CheckoutFormProps {
  checkout: Checkout;
  step: FormStep;
  /** The payment is on its way: nothing can change meanwhile. */
  sending: boolean;
  /** "45 000 F CFA", on the button that pays. */
  amount: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The step of the form the payer is on, wired to the checkout. */
export function CheckoutForm({ checkout, step, sending, amount, headingRef }: CheckoutFormProps) {
  const words = useWords();
  const { copy } = words;
  const { state } = checkout;
  const steps = stepsOf(state);
  const progress = copy.steps.progress(steps.indexOf(step) + 1, steps.length);
  const method = selectedMethod(state);
  const methodName = method?.name ?? state.entry.method;
  const submitLabel = steps.at(-1) === step ? copy.pay(amount) : copy.phone.next;
  // Worded here, in the page's language: a message on screen follows a language switch.
  const word = (message: CheckoutMessage | undefined) => message && wordMessage(words, message);
  const errorFor = (field: FormError['field']) =>
    word(state.error?.field === field ? state.error.message : undefined);
  const submitted = () => checkout.submit(step) === undefined;
  const plan = planFor(state.entry.country);
  // The code's step, should the operator ask one, is fetched while the number is typed; the
  // payment's outcomes, from any step after the choice (the payment waits for them).
  useEffect(() => {
    if (step === 'phone') void otpStep.load();
    if (step !== 'method') void outcomeScreen.load().catch(() => undefined);
  }, [step]);
  const select = (code: string) => {
    if (code === CARD_METHOD) void cardStep.load();
    checkout.edit({ method: code });
  };

  if (step === 'card') {
    return (
      <LazyScreen
        chunk={cardStep}
        title={copy.card.title}
        loading={copy.card.loading}
        progress={progress}
        headingRef={headingRef}
      >
        {(CardStep) => (
          <CardStep
            progress={progress}
            headingRef={headingRef}
            submitLabel={submitLabel}
            onPay={checkout.payByCard}
            onBack={() => checkout.goTo('method')}
            busy={sending}
            formError={errorFor('card') ?? errorFor('form')}
          />
        )}
      </LazyScreen>
    );
  }

  if (step === 'method' || !plan) {
    return (
      <MethodStep
        progress={progress}
        headingRef={headingRef}
        countries={countriesOf(state).map((code) => ({
          code,
          prefix: planFor(code)?.prefix ?? '',
        }))}
        country={state.entry.country}
        onCountryChange={(country) => checkout.edit({ country })}
        status={state.methods.status}
        methods={groupOf(state)?.methods ?? []}
        selected={state.entry.method}
        card={cardAccepted(state)}
        onSelect={select}
        onRetry={checkout.reloadMethods}
        error={errorFor('method')}
        onSubmit={submitted}
        formError={errorFor('form')}
      />
    );
  }

  if (step === 'phone') {
    const suggestion = suggestedMethod(state);
    return (
      <PhoneStep
        progress={progress}
        headingRef={headingRef}
        methodName={methodName}
        plan={plan}
        digits={state.entry.phone}
        onDigitsChange={(phone) => checkout.edit({ phone })}
        // A wrong start shows while typing; the rest waits for the payer to go on.
        error={errorFor('phone') ?? word(phoneMessage(state.entry.phone, plan, false))}
        suggestion={
          suggestion && {
            network: suggestion.network,
            methodName: suggestion.method.name,
            method: suggestion.method.paymentMethod,
            onUse: () => checkout.edit({ method: suggestion.method.paymentMethod }),
          }
        }
        submitLabel={submitLabel}
        onSubmit={submitted}
        onBack={() => checkout.goTo('method')}
        busy={sending}
        formError={errorFor('form')}
      />
    );
  }

  return (
    <LazyScreen
      chunk={otpStep}
      title={copy.otp.title(methodName)}
      loading={copy.otp.loading}
      progress={progress}
      headingRef={headingRef}
    >
      {(OtpStep) => (
        <OtpStep
          progress={progress}
          headingRef={headingRef}
          methodName={methodName}
          // A wallet that confirms on the phone has no instructions for a code (they speak of the
          // secret code typed there): when the operator asks one for this number, say where it comes from.
          instructions={
            method?.otpRequired
              ? typographic(method.instructions)
              : copy.otp.askedInstructions(methodName)
          }
          code={state.entry.otp}
          onCodeChange={(otp) => checkout.edit({ otp })}
          error={errorFor('otp')}
          submitLabel={submitLabel}
          onSubmit={submitted}
          onBack={() => checkout.goTo('phone')}
          busy={sending}
          formError={errorFor('form')}
        />
      )}
    </LazyScreen>
  );
}
