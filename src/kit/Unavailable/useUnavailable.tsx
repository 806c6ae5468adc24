import { useId, type ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { VisuallyHidden } from '../VisuallyHidden';
import { scriptsPendingReason } from './reason';
import * as styles from './Unavailable.css';

// Exported from here, so the words travel with the hooks, in the chunk every page loads, rather
// than in a chunk of their own; end-to-end tests, which cannot load styles, import ./reason.
export { scriptsPendingReason };

export interface Unavailable {
  /** For the control, or each control of a group: inert, the reason its description. */
  controlProps: {
    disabled?: true;
    'aria-disabled'?: true;
    title?: string;
    'aria-describedby'?: string;
  };
  /** The reason, to render once next to the control(s); null while the control can be used. */
  description: ReactNode;
}

export interface UnavailableOptions {
  /** Show the reason as text (render `description` beside the control); otherwise it is the control's tooltip, and read by screen readers. */
  visible?: boolean;
  /** Keep the control in the tab order (aria-disabled), for one whose focus alone does something. */
  focusable?: boolean;
}

/**
 * Makes a control inert while `reason` is set, and says why: `disabled` (nothing can have the
 * focus before the page's scripts run, so none is lost, and a disabled submit button cannot
 * send its form natively, a reload that would lose what was typed), the reason as its accessible
 * description, shown beside it where there is room (`visible`, as `Button`'s
 * `unavailableReason` does) or as its tooltip on a small control (a copy button, a tab).
 */
export function useUnavailable(
  reason: string | undefined,
  { visible = false, focusable = false }: UnavailableOptions = {},
): Unavailable {
  const id = useId();
  if (!reason) return { controlProps: {}, description: null };
  return {
    controlProps: {
      ...(focusable ? { 'aria-disabled': true } : { disabled: true }),
      ...(visible ? {} : { title: reason }),
      'aria-describedby': id,
    },
    description: visible ? (
      <span id={id} className={styles.reason}>
        {reason}
      </span>
    ) : (
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    ),
  };
}

/**
 * `useUnavailable` until the page's scripts have run, for a control the server renders: until
 * then its handlers are not attached, and a press would do nothing (or send its form natively).
 */
export function useUnavailableUntilHydrated({
  reason = scriptsPendingReason,
  ...options
}: UnavailableOptions & {
  /** What to say meanwhile, for a page in another language. */
  reason?: string;
} = {}): Unavailable {
  return useUnavailable(useHydrated() ? undefined : reason, options);
}
