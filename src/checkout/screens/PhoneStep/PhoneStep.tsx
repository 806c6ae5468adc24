import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useCopy } from '../../language/words';
import { Button, Field } from '../../../kit';
import {
  caretAfterDigits,
  formatNational,
  nationalDigits,
  type NumberingPlan,
} from '../../phonePlans';
import { CheckoutPanel } from '../CheckoutPanel';
import { checkoutActions, checkoutFields } from '../../state/formFields';
import { StepActions } from '../StepActions';
import { OperatorWordmark } from '../OperatorWordmark';
import * as styles from './PhoneStep.css';

export interface PhoneSuggestion {
  /** Network the number belongs to ("Free"). */
  network: string;
  /** Name of that network's wallet among the country's methods ("Free Money"). */
  methodName: string;
  /** That wallet's code, posted when the payer takes it up without JavaScript. */
  method: string;
  /** Switches to that wallet. */
  onUse: () => void;
}

export interface PhoneStepProps {
  /** "Étape 2 sur 3". */
  progress: string;
  /** Focus lands here when the step opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The wallet chosen at the previous step. */
  methodName: string;
  /** Numbering plan of the wallet's country: calling code, length, grouping. */
  plan: NumberingPlan;
  /** National digits entered so far. */
  digits: string;
  onDigitsChange: (digits: string) => void;
  /** What is wrong with the number. */
  error?: string;
  /** Another wallet that fits the number better, where the numbering plan tells. */
  suggestion?: PhoneSuggestion;
  /** "Continuer", or "Payer 45 000 F CFA" when no code is needed. */
  submitLabel: ReactNode;
  /** Goes on; returns false when the number is not accepted, and focus then returns to it. */
  onSubmit: () => boolean;
  /** Back to the choice of wallet. */
  onBack: () => void;
  /** The payment is being sent: nothing can change meanwhile. */
  busy?: boolean;
  /** Why the payment was not sent, when it was tried from this step. */
  formError?: ReactNode;
}

/** The payer's number, with the country's calling code shown and the digits grouped as typed. */
export function PhoneStep({
  progress,
  headingRef,
  methodName,
  plan,
  digits,
  onDigitsChange,
  error,
  suggestion,
  submitLabel,
  onSubmit,
  onBack,
  busy = false,
  formError,
}: PhoneStepProps) {
  const copy = useCopy();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // Regrouping rewrites the value; the caret goes back after the same digits, not to the end.
  useLayoutEffect(() => {
    const element = input.current;
    if (element && caret.current !== null && element.ownerDocument.activeElement === element) {
      element.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.currentTarget;
    const next = nationalDigits(value, plan);
    const typed = value.replace(/\D/g, '');
    const formatted = formatNational(next, plan);
    // A pasted calling code was dropped: the caret belongs at the end.
    const before = typed.startsWith(next)
      ? value.slice(0, selectionStart ?? value.length).replace(/\D/g, '').length
      : next.length;
    caret.current = caretAfterDigits(formatted, Math.min(before, next.length));
    onDigitsChange(next);
  };

  const submit = () => {
    if (!onSubmit()) input.current?.focus();
  };

  return (
    <CheckoutPanel
      title={copy.phone.title(methodName)}
      headingRef={headingRef}
      progress={progress}
      onSubmit={submit}
      screen="phone"
      error={formError}
      actions={
        <StepActions
          submitLabel={submitLabel}
          backLabel={copy.phone.change}
          onBack={onBack}
          busy={busy}
        />
      }
    >
      <p className={styles.method}>
        <OperatorWordmark name={methodName} />
        <span>{methodName}</span>
      </p>
      <Field
        label={copy.phone.label}
        description={copy.phone.description(plan.prefix, plan.length, plan.leads)}
        error={error}
      >
        {(control) => (
          <div className={styles.control} data-invalid={error ? '' : undefined}>
            <span className={styles.prefix} aria-hidden="true">
              +{plan.prefix}
            </span>
            <input
              {...control}
              ref={input}
              name={checkoutFields.phone}
              className={styles.input}
              type="tel"
              // Digits only: phones show the numeric keypad, without the symbols of `tel`.
              inputMode="numeric"
              autoComplete="tel-national"
              enterKeyHint="next"
              value={formatNational(digits, plan)}
              onChange={change}
              readOnly={busy}
            />
          </div>
        )}
      </Field>
      {suggestion ? (
        <div className={styles.suggestion}>
          <p className={styles.suggestionText}>
            {copy.phone.suggestion(suggestion.network, suggestion.methodName)}
          </p>
          <input type="hidden" name={checkoutFields.method} value={suggestion.method} />
          <Button
            type="submit"
            name={checkoutFields.action}
            value={checkoutActions.useSuggested}
            formNoValidate
            variant="secondary"
            onClick={(event) => {
              event.preventDefault();
              suggestion.onUse();
            }}
            disabled={busy}
          >
            {copy.phone.useSuggested(suggestion.methodName)}
          </Button>
        </div>
      ) : null}
    </CheckoutPanel>
  );
}
