import { Link, type LinkProps } from '../Link';
import * as styles from './CardLink.css';

/** The one link of an interactive card; its name is the card's title, and the whole card is its target. */
export function CardLink({
  className,
  ...rest
}: Omit<LinkProps, 'tone' | 'underline' | 'unstyled'>) {
  return (
    <Link unstyled className={[styles.cardLink, className].filter(Boolean).join(' ')} {...rest} />
  );
}
