import { useEffectEvent, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import { glyphs, Icon, useUnavailableUntilHydrated } from '../../kit';
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
 * while that code is on its way opens the dialog, focused, once it arrives: none is lost.
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

  const fetchDialog = () => {
    if (Dialog.current) return;
    loadSearchDialog().then(
      (current) => setDialog({ current }),
      // The button stays; a later press asks again.
      () => setOpenAtFirst(false),
    );
  };

  const open = () => {
    if (dialog.current) return dialog.current.open();
    setOpenAtFirst(true);
    fetchDialog();
  };

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
        onPointerEnter={fetchDialog}
        onFocus={fetchDialog}
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
