import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from '../Link';
import * as styles from './Button.css';

interface CommonProps {
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

export type ButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonLinkProps = CommonProps &
  Omit<LinkProps, 'tone' | 'underline' | 'unstyled'> & {
    /** Renders the button as a link to this path or URL. */
    href: string;
  };

/** A button, or a link styled as one when `href` is given. */
export function Button(props: ButtonProps | ButtonLinkProps) {
  const { variant, size, fullWidth, icon, children, className, ...rest } = props;
  const classes = [styles.button({ variant, size, fullWidth }), className]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {icon}
      {children}
    </>
  );
  if (typeof rest.href === 'string') {
    return (
      <Link {...(rest as Omit<ButtonLinkProps, keyof CommonProps>)} className={classes} unstyled>
        {content}
      </Link>
    );
  }
  const { type = 'button', ...buttonRest } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button type={type} className={classes} {...buttonRest}>
      {content}
    </button>
  );
}
