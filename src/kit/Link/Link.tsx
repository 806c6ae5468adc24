import {
  useRef,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import * as styles from './Link.css';
import { isExternalHref } from './isExternal';
import { useLinkComponent } from './LinkComponent';
import { useLinkIntent } from './LinkIntent';

/** How long a pointer must rest on a link before its route is preloaded. */
export const INTENT_DELAY_MS = 50;

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Internal path (`/faq`), rendered by the app's link (`LinkProvider`), or any external URL. */
  href: string;
  /** Colour role of the link text. */
  tone?: NonNullable<styles.LinkVariants['tone']>;
  /** Whether the underline shows at rest or only on hover (menus, footers). */
  underline?: NonNullable<styles.LinkVariants['underline']>;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  newTab?: boolean;
  /** Skip the link recipe, for components that style the anchor themselves. */
  unstyled?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({
  href,
  tone,
  underline,
  newTab = false,
  unstyled = false,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  children,
  ...rest
}: LinkProps) {
  const onIntent = useLinkIntent();
  const AppLink = useLinkComponent();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const classes = [unstyled ? undefined : styles.link({ tone, underline }), className]
    .filter(Boolean)
    .join(' ');

  if (isExternalHref(href)) {
    return (
      <a
        href={href}
        className={classes || undefined}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={onFocus}
        {...rest}
      >
        {children}
      </a>
    );
  }

  const cancelIntent = () => clearTimeout(timer.current);
  return (
    // The component comes from the app's provider, the same one every render: nothing is created here.
    // eslint-disable-next-line react-hooks/static-components
    <AppLink
      href={href}
      className={classes || undefined}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        if (onIntent) timer.current = setTimeout(() => onIntent(href), INTENT_DELAY_MS);
      }}
      onPointerLeave={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerLeave?.(event);
        cancelIntent();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        onIntent?.(href);
      }}
      {...rest}
    >
      {children}
    </AppLink>
  );
}
