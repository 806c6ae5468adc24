import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldMessage, fieldLabelClass } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';
import { applyPaste, isAcceptedCharacter, readSlotInput, type OtpMode } from './otp';
import * as styles from './OtpInput.css';

export interface OtpInputMessages {
  /** Shown and announced when a paste holds a character the mode refuses. */
  pasteInvalid: string;
  /** Shown and announced when a paste is longer than the code. */
  pasteTooLong: string;
  /** Shown and announced when a typed character is refused. */
  typedInvalid: string;
}

/** French defaults; pages in another language pass their own. */
export function defaultOtpMessages(mode: OtpMode, length: number): OtpInputMessages {
  const allowed = mode === 'numeric' ? 'des chiffres' : 'des lettres et des chiffres';
  return {
    pasteInvalid: `Collage refusé : le code ne contient que ${allowed}.`,
    pasteTooLong: `Collage refusé : le code compte ${length} caractères.`,
    typedInvalid: `Caractère refusé : le code ne contient que ${allowed}.`,
  };
}

export interface OtpInputProps {
  /** Accessible name of the group of slots (its one label for screen readers). */
  label: ReactNode;
  /** Keep the label for screen readers only, when the text around already says what to enter. */
  hideLabel?: boolean;
  /** Number of slots. */
  length?: number;
  /** A visual separator follows this slot (1-based); 0 for none. */
  separatorAfter?: number;
  /** `numeric` accepts digits only and asks phones for the numeric keypad. */
  mode?: OtpMode;
  /** Initial characters, from the first slot. */
  defaultValue?: string;
  /** Called with the characters entered so far; the code is complete when its length equals `length`. */
  onValueChange?: (value: string) => void;
  /** Called once every slot is filled. */
  onComplete?: (value: string) => void;
  /** Called when focus leaves the whole group (form libraries mark the field touched). */
  onBlur?: () => void;
  /** Error from the form (e.g. code required): marks the slots invalid and is announced. */
  error?: ReactNode;
  /** Disables every slot (while the code is being checked). */
  disabled?: boolean;
  /**
   * Submits the code under this name with a native form, before or without JavaScript too:
   * every slot carries it, and the server joins the values in order.
   */
  name?: string;
  /** Accessible name of each slot. */
  slotLabel?: (position: number, length: number) => string;
  /** Messages for refused input; defaults to French. */
  messages?: Partial<OtpInputMessages>;
  /** Id of the first slot (the label points at the group, this lets a page link to the input). */
  id?: string;
  className?: string;
  /** Ref of the first slot, so a form can move focus to the field. */
  ref?: Ref<HTMLInputElement>;
}

const frenchSlotLabel = (position: number, length: number) => `Caractère ${position} sur ${length}`;

/** A one-time code entered in separate slots, with typing, paste and keyboard moves between slots. */
export function OtpInput({
  label,
  hideLabel = false,
  length = 7,
  separatorAfter = 3,
  mode = 'alphanumeric',
  defaultValue = '',
  onValueChange,
  onComplete,
  onBlur,
  error,
  disabled = false,
  name,
  slotLabel = frenchSlotLabel,
  messages,
  id,
  className,
  ref,
}: OtpInputProps) {
  const generated = useId();
  const baseId = id ?? `otp${generated}`;
  const labelId = `${baseId}-label`;
  const noticeId = `${baseId}-notice`;
  const errorId = `${baseId}-error`;
  const text = { ...defaultOtpMessages(mode, length), ...messages };

  const [slots, setSlots] = useState<string[]>(() =>
    Array.from({ length }, (_, i) => {
      const c = [...defaultValue][i] ?? '';
      return isAcceptedCharacter(c, mode) ? c : '';
    }),
  );
  // A counter in the key remounts the alert, so the same refusal twice is announced twice.
  const [notice, setNotice] = useState<{ text: string; key: number } | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusSlot = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  const commit = (next: string[]) => {
    setSlots(next);
    const value = next.join('');
    onValueChange?.(value);
    if (value.length === length && slots.join('').length !== length) onComplete?.(value);
  };

  const refuse = (message: string) => setNotice((n) => ({ text: message, key: (n?.key ?? 0) + 1 }));

  const paste = (index: number, pasted: string) => {
    const result = applyPaste(slots, index, pasted, mode);
    if (!result.ok) {
      if (result.reason !== 'empty')
        refuse(result.reason === 'invalid' ? text.pasteInvalid : text.pasteTooLong);
      return;
    }
    setNotice(null);
    commit(result.slots);
    focusSlot(result.nextFocus);
  };

  const onInput = (index: number, raw: string) => {
    const input = readSlotInput(slots[index] ?? '', raw);
    if (input.kind === 'paste') return paste(index, input.text);
    const next = [...slots];
    if (input.kind === 'clear') {
      next[index] = '';
      return commit(next);
    }
    if (!isAcceptedCharacter(input.char, mode)) return refuse(text.typedInvalid);
    setNotice(null);
    next[index] = input.char;
    commit(next);
    if (index < length - 1) focusSlot(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        // Like a caret after the character: a filled slot is cleared in place, an empty one clears the previous slot and moves onto it.
        const target = slots[index] ? index : index - 1;
        if (target < 0) return;
        const next = [...slots];
        next[target] = '';
        commit(next);
        focusSlot(target);
        return;
      }
      case 'Delete': {
        event.preventDefault();
        const next = [...slots];
        next[index] = '';
        commit(next);
        return;
      }
      case 'ArrowLeft':
        event.preventDefault();
        return focusSlot(index - 1);
      case 'ArrowRight':
        event.preventDefault();
        return focusSlot(index + 1);
      case 'Home':
        event.preventDefault();
        return focusSlot(0);
      case 'End':
        event.preventDefault();
        return focusSlot(length - 1);
    }
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  const describedBy = [notice ? noticeId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  const labelElement = (
    <span id={labelId} className={fieldLabelClass}>
      {label}
    </span>
  );

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-mode={mode}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        className={styles.slots}
        onBlur={onGroupBlur}
      >
        {slots.map((value, index) => (
          <SlotWithSeparator key={index} separator={separatorAfter > 0 && index === separatorAfter}>
            <input
              ref={(node) => {
                inputs.current[index] = node;
                if (index === 0 && ref) {
                  if (typeof ref === 'function') ref(node);
                  else ref.current = node;
                }
              }}
              id={index === 0 ? baseId : `${baseId}-${index + 1}`}
              name={name}
              className={styles.slot}
              value={value}
              aria-label={slotLabel(index + 1, length)}
              aria-invalid={error ? true : undefined}
              data-filled={value ? '' : undefined}
              disabled={disabled}
              inputMode={mode === 'numeric' ? 'numeric' : 'text'}
              pattern={mode === 'numeric' ? '[0-9]*' : undefined}
              // The browser offers a code from SMS or e-mail on the first slot; the others would offer it again.
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint={index === length - 1 ? 'done' : 'next'}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => onInput(index, event.currentTarget.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
                event.preventDefault();
                paste(index, event.clipboardData.getData('text'));
              }}
            />
          </SlotWithSeparator>
        ))}
      </div>
      {notice ? (
        <FieldMessage key={notice.key} id={noticeId}>
          {notice.text}
        </FieldMessage>
      ) : null}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}

function SlotWithSeparator({ separator, children }: { separator: boolean; children: ReactNode }) {
  return (
    <>
      {separator ? <span className={styles.separator} aria-hidden="true" /> : null}
      {children}
    </>
  );
}
