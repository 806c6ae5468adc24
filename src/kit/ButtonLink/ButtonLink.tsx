import { buttonClass, type ButtonLookProps } from '../Button';
import { Link, type LinkProps } from '../Link';

export type ButtonLinkProps = ButtonLookProps &
  Omit<LinkProps, 'tone' | 'underline' | 'unstyled'> & {
    /** Path of the site (client-side navigation) or any URL. */
    href: string;
  };

/** A link that looks like a button: for calls to action that go somewhere rather than do something. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  children,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={buttonClass({ variant, size, fullWidth }, className)} unstyled>
      {icon}
      {children}
    </Link>
  );
}
