import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
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
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, fullWidth }, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}
