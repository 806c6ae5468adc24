import {
  useEffect,
  useId,
  useRef,
  type DialogHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { glyphs, Icon } from '../Icon';
import * as styles from './Dialog.css';

export interface DialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel' | 'title'
> {
  /** Shown as a modal while true; the app keeps this state. */
  open: boolean;
  /** Asked to close it (Escape, the close button, a `<form method="dialog">`): set `open` to false. */
  onClose: () => void;
  /** Its heading, which also names the dialog. */
  title: ReactNode;
  /** A sentence under the title, read out with the name when the dialog opens. */
  description?: ReactNode;
  /** Its actions, at the bottom (a cancel and a confirm button). */
  footer?: ReactNode;
  /** Accessible name of the close button (French by default). */
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: the browser makes the page behind it inert, keeps
 * the focus inside and puts it in the top layer, with no script of ours to trap focus and no
 * injected style a strict CSP would refuse. The focus goes back to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  closeLabel = 'Fermer',
  children,
  className,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  // The latest callback without reopening the dialog each time the app passes a new one.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = dialog.ownerDocument.activeElement;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // The browser gives the focus back when the dialog closes, not when the app removes it:
      // done here too, so it never falls to the page's top.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  // Escape: the app decides, so `open` and the element never disagree. The key press is
  // handled too, as a scripted one (an assistive tool, a test) never makes the browser cancel.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };
  // Closed by the browser itself (a `<form method="dialog">` sent): tell the app.
  const closed = () => {
    if (open) onCloseRef.current();
  };

  return (
    // A click on the backdrop lands on the dialog itself and asks to close it, as Escape does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={cancel}
      onClose={closed}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel(event);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      {...rest}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel}
          onClick={() => onCloseRef.current()}
        >
          <Icon glyph={glyphs.close} />
        </button>
      </div>
      <div className={styles.body}>
        {description ? <p id={descriptionId}>{description}</p> : null}
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  );
}
