import { Link } from 'wouter';
import type { LinkComponentProps } from '../kit';

/** wouter's link, which the site gives the kit (`LinkProvider`): paths navigate without a reload. */
export function RouterLink(props: LinkComponentProps) {
  return <Link {...props} />;
}
