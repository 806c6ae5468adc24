import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { Button } from '../Button';
import { glyphs, Icon } from '../Icon';
import * as styles from './Toast.css';
import { dismissToast, TOAST_DURATION_MS, toastStore } from './toastStore';

export interface ToasterProps {
  /** Accessible label of the region; `{hotkey}` is replaced by the shortcut that focuses it. */
  label?: string;
  /** Word read before each toast's text when it is announced. */
  announceLabel?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

const noSubscription = () => () => {};

/** Where toasts appear. Mount it once, in the app shell; call `toast()` from anywhere. */
export function Toaster({
  label = 'Notifications ({hotkey})',
  announceLabel = 'Notification',
  closeLabel = 'Fermer la notification',
}: ToasterProps) {
  const toasts = useStore(toastStore, (s) => s.toasts);
  // Client only: Radix writes a style attribute on the viewport, which the CSP (style-src 'self') refuses in prerendered HTML.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={announceLabel}
    >
      {toasts.map(({ id, title, description, action, variant = 'default', open }) => (
        <RadixToast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          // Errors interrupt (assertive); confirmations wait their turn (polite).
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={[styles.root, styles.tone[variant]].join(' ')}
          data-variant={variant}
        >
          <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
          {description ? (
            <RadixToast.Description className={styles.description}>
              {description}
            </RadixToast.Description>
          ) : null}
          {action ? (
            <RadixToast.Action altText={action.altText} asChild className={styles.action}>
              <Button size="sm" variant="secondary" onClick={action.onClick}>
                {action.label}
              </Button>
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close className={styles.close} aria-label={closeLabel}>
            <Icon glyph={glyphs.close} size="sm" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} hotkey={['F8']} label={label} />
    </RadixToast.Provider>
  );
}
