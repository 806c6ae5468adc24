import { useRef, type ReactNode, type Ref } from 'react';
import { useCopy } from '../../language/words';
import { buttonClass, TextField } from '../../../kit';
import { CheckoutPanel } from '../CheckoutPanel';
import { checkoutFields } from '../../state/formFields';
import { StepActions } from '../StepActions';
import * as styles from './OtpStep.css';

export interface OtpStepProps {
  /** "Étape 3 sur 3". */
  progress: string;
  /** Focus lands here when the step opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The wallet chosen. */
  methodName: string;
  /** The operator's own instructions (the method's `instructions`), in French. */
  instructions: string;
  /** Digits entered so far. */
  code: string;
  onCodeChange: (code: string) => void;
  /** What is wrong with the code, or why it is needed. */
  error?: string;
  /** "Payer 45 000 F CFA". */
  submitLabel: ReactNode;
  /** Pays; returns false when the code is not complete, and focus then returns to it. */
  onSubmit: () => boolean;
  /** Back to the number. */
  onBack: () => void;
  /** The payment is being sent. */
  busy?: boolean;
  /** Why the payment was not sent. */
  formError?: ReactNode;
}

/** USSD codes in an operator's text: #144#391#, *126#… */
const USSD = /([#*][\d#*]*\d[\d#*]*#)/;

/** The instructions with each code to dial set apart, so it can be read back at a glance. */
function Instructions({ text }: { text: string }) {
  return (
    <p className={styles.instructions}>
      {text.split(USSD).map((part, i) =>
        i % 2 ? (
          <strong key={i} className={styles.code} translate="no">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/**
 * The one-time code for wallets that ask one: first the operator's way to get it, then a
 * single numeric field that phones fill from the SMS. One field rather than a box per digit:
 * operators' codes run from 4 to 6 digits.
 */
export function OtpStep({
  progress,
  headingRef,
  methodName,
  instructions,
  code,
  onCodeChange,
  error,
  submitLabel,
  onSubmit,
  onBack,
  busy = false,
  formError,
}: OtpStepProps) {
  const copy = useCopy();
  const input = useRef<HTMLInputElement>(null);
  const dial = instructions.match(USSD)?.[1];
  const submit = () => {
    if (!onSubmit()) input.current?.focus();
  };
  return (
    <CheckoutPanel
      title={copy.otp.title(methodName)}
      headingRef={headingRef}
      progress={progress}
      onSubmit={submit}
      screen="otp"
      error={formError}
      actions={
        <StepActions
          submitLabel={submitLabel}
          backLabel={copy.otp.change}
          onBack={onBack}
          busy={busy}
        />
      }
    >
      <div className={styles.box}>
        <Instructions text={instructions} />
        {dial ? (
          // A plain link: the payment page runs without the site's router.
          <a
            href={`tel:${encodeURIComponent(dial)}`}
            className={buttonClass({ variant: 'secondary' })}
          >
            {copy.otp.dial(dial)}
          </a>
        ) : null}
      </div>
      <TextField
        ref={input}
        name={checkoutFields.otp}
        label={copy.otp.label}
        description={copy.otp.description}
        error={error}
        className={styles.field}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        enterKeyHint="done"
        maxLength={6}
        value={code}
        onChange={(event) => onCodeChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        readOnly={busy}
      />
    </CheckoutPanel>
  );
}
