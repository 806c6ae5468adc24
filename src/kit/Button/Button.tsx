import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useUnavailable } from '../Unavailable/useUnavailable';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Button.css';

export interface ButtonLookProps {
  /** Visual weight: one `primary` per view, `secondary` beside it, `ghost` in toolbars, `danger` for destructive actions. */
  variant?: (typeof styles.buttonVariants)[number];
  /** Height and padding; `md` and `lg` keep a 44 px touch target. */
  size?: (typeof styles.buttonSizes)[number];
  /** Stretch to the width of the container (forms on phones). */
  fullWidth?: boolean;
  /** Optional icon before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

export type ButtonProps = ButtonLookProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    ref?: Ref<HTMLButtonElement>;
    /** Why the button cannot be used yet (its page's scripts are still on their way): the button is disabled and shows this short reason beside it, as its description. */
    unavailableReason?: string;
    /** Work started by this button is under way: pass it (true or false) on any button that starts work, so its announcement is in place before it is needed. While true the button looks unavailable and ignores presses, but keeps the focus. */
    busy?: boolean;
    /** What a screen reader hears while `busy` is true. */
    busyLabel?: string;
  };

/** Said while a busy button's work is under way; `busyLabel` overrides it. */
const DEFAULT_BUSY_LABEL = 'Envoi en cours…';

/** The button's classes, shared with ButtonLink so a link can look like one. */
export const buttonClass = (
  { variant, size, fullWidth }: Pick<ButtonLookProps, 'variant' | 'size' | 'fullWidth'>,
  className?: string,
) => [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');

/** A button; `ButtonLink` is the same look for a link. */
export function Button({
  variant,
  size,
  fullWidth,
  icon,
  children,
  className,
  type = 'button',
  unavailableReason,
  disabled,
  busy,
  busyLabel = DEFAULT_BUSY_LABEL,
  onClick,
  'aria-describedby': describedBy,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const unavailable = useUnavailable(unavailableReason, { visible: true });
  // While busy the button stays enabled, so the keyboard focus stays on it (a disabled button
  // drops it to the page's top); a press, or Enter in a field (a click on the default
  // button), is cancelled here instead, which also keeps the form from being sent twice.
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const button = (
    <button
      type={type}
      className={buttonClass({ variant, size, fullWidth }, className)}
      disabled={disabled || unavailable.controlProps.disabled}
      aria-disabled={busy || ariaDisabled}
      aria-busy={busy || undefined}
      aria-describedby={
        [describedBy, unavailable.controlProps['aria-describedby']].filter(Boolean).join(' ') ||
        undefined
      }
      onClick={press}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
  // A live region announces only changes made after it is in the page: it is rendered, empty,
  // as soon as the button can become busy. Outside the button, or it would join its name.
  const withStatus =
    busy === undefined ? (
      button
    ) : (
      <>
        {button}
        <VisuallyHidden role="status">{busy ? busyLabel : ''}</VisuallyHidden>
      </>
    );
  if (!unavailable.description) return withStatus;
  return (
    <span className={fullWidth ? styles.unavailableFullWidth : styles.unavailable}>
      {withStatus}
      {unavailable.description}
    </span>
  );
}
