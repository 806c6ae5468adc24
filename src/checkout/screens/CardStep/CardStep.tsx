import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { PaymentLinkCardPayRequest } from '../../../api/payer';
import { Field, fieldControlClass, glyphs, Icon } from '../../../kit';
import {
  caretAfterCardDigits,
  cardBrandName,
  cardBrandOf,
  cardDigits,
  cardFieldNames,
  cardProblems,
  cardRequest,
  cvcDigits,
  cvcLengthFor,
  emptyCard,
  formatExpiry,
  groupCardNumber,
  type CardField,
  type CardInput,
} from '../../cardRules';
import { cardFormCopy } from '../../cardCopy';
import { useWords } from '../../language/words';
import { CheckoutPanel } from '../CheckoutPanel';
import { StepActions } from '../StepActions';
import * as styles from './CardStep.css';

export interface CardStepProps {
  /** "Étape 2 sur 2". */
  progress: string;
  /** Focus lands here when the step opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** "Payer 45 000 F CFA". */
  submitLabel: ReactNode;
  /** Sends the card, checked; its details go nowhere else. */
  onPay: (card: PaymentLinkCardPayRequest) => void;
  /** Back to the choice of method. */
  onBack: () => void;
  /** The payment is being sent: nothing can change meanwhile. */
  busy?: boolean;
  /** Why the payment was not sent, when it was tried. */
  formError?: ReactNode;
  /** The clock an expiry is checked against; stories fix it. */
  now?: () => number;
}

const fieldOrder: CardField[] = ['number', 'expiry', 'cvc', 'holder'];

/**
 * The card: number grouped as typed with its network named, expiry, security code (masked) and
 * holder's name, each with the attributes that let the browser fill it in. A real form with
 * named fields: before its scripts run it posts to the server, which checks it with the same
 * rules (cardRules.ts).
 */
export function CardStep({
  progress,
  headingRef,
  submitLabel,
  onPay,
  onBack,
  busy = false,
  formError,
  now = Date.now,
}: CardStepProps) {
  const words = useWords();
  const checkoutCopy = words.copy;
  const copy = words.card ?? cardFormCopy;
  const [card, setCard] = useState<CardInput>(emptyCard);
  /** Problems show once the payer tried to pay, then follow every change. */
  const [tried, setTried] = useState(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const caret = useRef<number | null>(null);

  // Regrouping rewrites the number; the caret goes back after the same digits, not to the end.
  useLayoutEffect(() => {
    const element = inputs.current.number;
    if (element && caret.current !== null && element.ownerDocument.activeElement === element) {
      element.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const digits = cardDigits(card.number);
  const brand = cardBrandOf(digits);
  const cvcLength = cvcLengthFor(digits);
  const problems = tried ? cardProblems(card, now(), copy) : {};

  const set = (field: CardField, value: string) => setCard((old) => ({ ...old, [field]: value }));

  const changeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.currentTarget;
    const before = cardDigits(value.slice(0, selectionStart ?? value.length)).length;
    // Kept as typed (up to the longest card and one more digit): a paste too long is reported,
    // not cut to a number that might pass.
    const kept = value.replace(/\D/g, '').slice(0, 20);
    const grouped = groupCardNumber(kept) + (kept.length > 19 ? kept.slice(19) : '');
    caret.current = caretAfterCardDigits(grouped, before);
    set('number', grouped);
  };

  const submit = () => {
    const found = cardProblems(card, now(), copy);
    setTried(true);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    onPay(cardRequest(card));
  };

  const bind = (field: CardField) => ({
    name: cardFieldNames[field],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    className: fieldControlClass,
    readOnly: busy,
    // Nothing of a card belongs in a spell checker's or a keyboard's dictionary.
    spellCheck: false,
    autoCorrect: 'off',
  });

  return (
    <CheckoutPanel
      title={checkoutCopy.card.title}
      headingRef={headingRef}
      progress={progress}
      onSubmit={submit}
      screen="card"
      error={formError}
      actions={
        <StepActions
          submitLabel={submitLabel}
          backLabel={copy.change}
          onBack={onBack}
          busy={busy}
        />
      }
    >
      <p className={styles.method}>
        <Icon glyph={glyphs.card} size="md" />
        <span>{checkoutCopy.card.method}</span>
      </p>
      <Field
        label={copy.number.label}
        description={copy.number.description}
        error={problems.number}
      >
        {(control) => (
          <input
            {...control}
            {...bind('number')}
            className={`${fieldControlClass} ${styles.digits}`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            enterKeyHint="next"
            value={card.number}
            onChange={changeNumber}
          />
        )}
      </Field>
      <p className={styles.brand} aria-live="polite">
        {brand !== 'unknown' && digits.length >= 2 ? copy.number.brand(cardBrandName(brand)) : ''}
      </p>
      <div className={styles.pair}>
        <Field
          label={copy.expiry.label}
          description={copy.expiry.description}
          error={problems.expiry}
        >
          {(control) => (
            <input
              {...control}
              {...bind('expiry')}
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              enterKeyHint="next"
              placeholder={copy.expiry.placeholder}
              value={card.expiry}
              onChange={(event) => set('expiry', formatExpiry(event.currentTarget.value))}
            />
          )}
        </Field>
        <Field
          label={copy.cvc.label}
          description={copy.cvc.description(cvcLength)}
          error={problems.cvc}
        >
          {(control) => (
            <input
              {...control}
              {...bind('cvc')}
              // Masked like a secret, as it is one: someone looking over the payer's shoulder.
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              enterKeyHint="next"
              value={card.cvc}
              onChange={(event) => set('cvc', cvcDigits(event.currentTarget.value))}
            />
          )}
        </Field>
      </div>
      <Field
        label={copy.holder.label}
        description={copy.holder.description}
        error={problems.holder}
      >
        {(control) => (
          <input
            {...control}
            {...bind('holder')}
            type="text"
            autoComplete="cc-name"
            autoCapitalize="characters"
            enterKeyHint="done"
            value={card.holder}
            onChange={(event) => set('holder', event.currentTarget.value)}
          />
        )}
      </Field>
      <p className={styles.safety}>
        <Icon glyph={glyphs.lock} size="sm" className={styles.safetyIcon} />
        <span>{copy.safety}</span>
      </p>
    </CheckoutPanel>
  );
}
