import { useEffectEvent, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import { glyphs, Icon, toast, useUnavailableUntilHydrated } from '../../kit';
import type { SearchDialogHandle } from './DocsSearchDialog';
import { loadSearchDialog, loadedSearchDialog } from './loadSearchDialog';
import type { SearchRecord } from './search';
import * as styles from './DocsSearch.css';

export interface DocsSearchProps {
  /** Loads the search index; by default the page's language's, built with the site, fetched on first use. */
  loadIndex?: () => Promise<SearchRecord[]>;
}

const noSubscription = () => () => {};
/** The shortcut as the visitor's keyboard labels it; the server renders the common one. */
const useShortcutLabel = () =>
  useSyncExternalStore(
    noSubscription,
    () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K'),
    () => 'Ctrl K',
  );

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Search over every documentation page: a button in the docs bar, Ctrl/⌘ K or "/". The page
 * carries the button only; the dialog's code (DocsSearchDialog) comes when the visitor points
 * at the button, focuses it, presses it or types the shortcut. A press or a shortcut made
 * while that code is on its way opens the dialog, focused, once it arrives: none is lost. If
 * it cannot arrive, a toast says so and offers to try again.
 */
export function DocsSearch({ loadIndex }: DocsSearchProps) {
  const copy = useDocsChrome().search;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialog = useRef<SearchDialogHandle>(null);
  // A page shown after another that used the search has its code at hand.
  const [Dialog, setDialog] = useState(() => ({ current: loadedSearchDialog() }));
  const [openAtFirst, setOpenAtFirst] = useState(false);
  const shortcut = useShortcutLabel();
  // Sent by the server, the button shows before the scripts that search have run.
  const unavailable = useUnavailableUntilHydrated();

  /** The button stays after a failure; a later press asks again. */
  const fetchDialog = (onFailure?: () => void) => {
    if (Dialog.current) return;
    loadSearchDialog().then(
      (current) => setDialog({ current }),
      () => {
        setOpenAtFirst(false);
        onFailure?.();
      },
    );
  };
  const prefetchDialog = () => fetchDialog();

  const open = () => {
    if (dialog.current) return dialog.current.open();
    setOpenAtFirst(true);
    fetchDialog(sayUnavailable);
  };

  // A press that opened nothing is answered, with a way to try again (a hover or a focus that
  // fetched nothing is not: the visitor asked for nothing yet).
  const sayUnavailable = () =>
    toast({
      variant: 'destructive',
      title: copy.unavailable,
      action: { label: copy.retry, altText: copy.open, onClick: open },
    });

  const onShortcut = useEffectEvent((event: globalThis.KeyboardEvent) => {
    const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (commandK || (slash && !isEditable(event.target))) {
      event.preventDefault();
      open();
    }
  });

  // A layout effect: the shortcut works from the first frame the page is shown.
  useLayoutEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onShortcut(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={open}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        {...unavailable.controlProps}
      >
        <Icon glyph={glyphs.search} size="sm" />
        <span className={styles.triggerLabel}>{copy.open}</span>
        <kbd className={styles.kbd}>{shortcut}</kbd>
      </button>
      {unavailable.description}
      {Dialog.current ? (
        <Dialog.current
          ref={dialog}
          trigger={triggerRef}
          openAtFirst={openAtFirst}
          loadIndex={loadIndex}
        />
      ) : null}
    </>
  );
}
