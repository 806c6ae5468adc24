import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useUnavailable } from '../Unavailable/useUnavailable';
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
  };

/** The button's classes, shared with ButtonLink so a link can look like one. */
export const buttonClass = (
  { variant, size, fullWidth }: Pick<ButtonLookProps, 'variant' | 'size' | 'fullWidth'>,
  className?: string,
) => [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');

/** A button; `ButtonLink` is the same look for a link (it needs the router, a button does not). */
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
  'aria-describedby': describedBy,
  ...rest
}: ButtonProps) {
  const unavailable = useUnavailable(unavailableReason, { visible: true });
  const button = (
    <button
      type={type}
      className={buttonClass({ variant, size, fullWidth }, className)}
      disabled={disabled || unavailable.controlProps.disabled}
      aria-describedby={
        [describedBy, unavailable.controlProps['aria-describedby']].filter(Boolean).join(' ') ||
        undefined
      }
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
  if (!unavailable.description) return button;
  return (
    <span className={fullWidth ? styles.unavailableFullWidth : styles.unavailable}>
      {button}
      {unavailable.description}
    </span>
  );
}
