import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import type { PaymentMethod } from '../../../api/payer';
import { useCopy } from '../../language/words';
import {
  Button,
  Field,
  fieldControlClass,
  glyphs,
  Icon,
  Spinner,
  VisuallyHidden,
} from '../../../kit';
import { CARD_METHOD } from '../../state/state';
import { CheckoutPanel } from '../CheckoutPanel';
import { checkoutFields } from '../../state/formFields';
import { OperatorWordmark } from '../OperatorWordmark';
import * as styles from './MethodStep.css';

export interface MethodStepProps {
  /** "Étape 1 sur 3". */
  progress: string;
  /** Focus lands here when the step opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Countries offered, the link's own first, with their calling codes. */
  countries: { code: string; prefix: string }[];
  /** The country chosen. */
  country: string;
  onCountryChange: (code: string) => void;
  /** Where the list of methods stands. */
  status: 'loading' | 'ready' | 'failed';
  /** The country's methods, as the API lists them. */
  methods: PaymentMethod[];
  /** The link may also be paid by card: offered after the wallets. */
  card?: boolean;
  /** Code of the method chosen (`CARD` for the card). */
  selected: string;
  onSelect: (code: string) => void;
  /** Loads the list of methods again after a failure. */
  onRetry: () => void;
  /** Why the step cannot go on (no method chosen). */
  error?: string;
  /** Goes on; returns false when the step is not complete, and focus then moves to the choice. */
  onSubmit: () => boolean;
  /** Why the step's form was refused as a whole (posted without JavaScript: an expired page…). */
  formError?: ReactNode;
}

/** First step: the country of the payer's wallet, then the wallet, each shown by its wordmark. */
export function MethodStep({
  progress,
  headingRef,
  countries,
  country,
  onCountryChange,
  status,
  methods,
  card = false,
  selected,
  onSelect,
  onRetry,
  error,
  onSubmit,
  formError,
}: MethodStepProps) {
  const copy = useCopy();
  const groupId = useId();
  const firstOption = useRef<HTMLInputElement>(null);
  const countrySelect = useRef<HTMLSelectElement>(null);
  // Sent by the server, the step shows before its scripts run, and a payer may choose then:
  // the browser keeps that choice on screen, so the checkout takes it up once it runs.
  useEffect(() => {
    const chosenCountry = countrySelect.current?.value;
    if (chosenCountry && chosenCountry !== country) onCountryChange(chosenCountry);
    const chosen = firstOption.current?.form?.querySelector<HTMLInputElement>(
      'input[type="radio"]:checked',
    )?.value;
    if (chosen && chosen !== selected) onSelect(chosen);
    // Once, on the first render in the browser; later changes come through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = () => {
    if (!onSubmit()) firstOption.current?.focus();
  };
  const errorId = `${groupId}-error`;
  const prefix = countries.find((c) => c.code === country)?.prefix ?? '';

  return (
    <CheckoutPanel
      title={copy.method.title}
      headingRef={headingRef}
      progress={progress}
      onSubmit={submit}
      screen="method"
      error={formError}
      actions={
        // Before the scripts run (or without them) the form posts, and the server goes on.
        <Button type="submit" size="lg" fullWidth disabled={status !== 'ready'}>
          {copy.method.next}
        </Button>
      }
    >
      {countries.length > 1 ? (
        <Field label={copy.method.country}>
          {(control) => (
            <select
              {...control}
              ref={countrySelect}
              name={checkoutFields.country}
              className={fieldControlClass}
              value={country}
              onChange={(event) => onCountryChange(event.currentTarget.value)}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {copy.countryName(c.code)} (+{c.prefix})
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : country ? (
        <p className={styles.country}>
          <Icon glyph={glyphs.globe} size="sm" />
          {copy.method.countryFixed(country, prefix)}
        </p>
      ) : null}

      {status === 'loading' ? (
        <Spinner label={copy.method.loading} />
      ) : status === 'failed' ? (
        <div className={styles.failed}>
          <p role="alert" className={styles.message}>
            {copy.method.failed}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {copy.method.retry}
          </Button>
        </div>
      ) : methods.length === 0 && !card ? (
        <p className={styles.message}>{copy.method.empty(country)}</p>
      ) : (
        <fieldset
          className={styles.options}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
        >
          <VisuallyHidden as="legend">{copy.method.title}</VisuallyHidden>
          {methods.map((method, index) => {
            const checked = method.paymentMethod === selected;
            return (
              <label
                key={method.paymentMethod}
                className={styles.option}
                data-checked={checked || undefined}
              >
                <input
                  ref={index === 0 ? firstOption : undefined}
                  type="radio"
                  name={checkoutFields.method}
                  value={method.paymentMethod}
                  checked={checked}
                  onChange={() => onSelect(method.paymentMethod)}
                  className={styles.radio}
                />
                <OperatorWordmark name={method.name} />
                <span className={styles.text}>
                  <span className={styles.name}>{method.name}</span>
                  {method.otpRequired ? (
                    <span className={styles.hint}>{copy.method.needsCode}</span>
                  ) : null}
                </span>
              </label>
            );
          })}
          {card ? (
            <label className={styles.option} data-checked={selected === CARD_METHOD || undefined}>
              <input
                ref={methods.length === 0 ? firstOption : undefined}
                type="radio"
                name={checkoutFields.method}
                value={CARD_METHOD}
                checked={selected === CARD_METHOD}
                onChange={() => onSelect(CARD_METHOD)}
                className={styles.radio}
              />
              <span className={styles.cardTile} aria-hidden="true">
                <Icon glyph={glyphs.card} size="md" />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{copy.card.method}</span>
                <span className={styles.hint}>{copy.card.methodHint}</span>
              </span>
            </label>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className={styles.error}>
              <Icon glyph={glyphs.alert} size="sm" className={styles.errorIcon} />
              <span>{error}</span>
            </p>
          ) : null}
        </fieldset>
      )}
    </CheckoutPanel>
  );
}
