import {
  useEffectEvent,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { useLocation } from 'wouter';
import { docsPath, type DocsLocale } from '../../paths/paths';
import { useDocsChrome, useDocsLocale } from '../DocsLayout/docsLocale';
import { glyphs, Icon } from '../../kit';
import { revealAnchor } from '../../lib/revealAnchor';
import { groupByPage, searchDocs, type SearchRecord, type SearchResult } from './search';
import * as styles from './DocsSearchDialog.css';

type IndexState = { status: 'loading' | 'error' } | { status: 'ready'; records: SearchRecord[] };

/** What the search's button asks of its dialog once the dialog's code is here. */
export interface SearchDialogHandle {
  open: () => void;
}

export interface DocsSearchDialogProps {
  ref: Ref<SearchDialogHandle>;
  /** The search's button, which the focus goes back to when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** Open as soon as it is shown: the button was pressed while this code was on its way. */
  openAtFirst: boolean;
  /** Loads the search index; by default the page's language's, built with the site. */
  loadIndex?: () => Promise<SearchRecord[]>;
}

// One index per language, each its own chunk: a page loads its language's index only.
const builtIndexes: Record<DocsLocale, () => Promise<{ default: SearchRecord[] }>> = {
  fr: () => import('virtual:yonnee-docs-search'),
  en: () => import('virtual:yonnee-docs-search-en'),
};

const hrefOf = (record: SearchRecord, locale: DocsLocale) =>
  `${docsPath(record.page, locale)}${record.anchor ? `#${record.anchor}` : ''}`;

/** Brings a heading of the current page into view and gives it focus for keyboard users. */
function revealHeading(anchor: string | undefined) {
  const target = anchor ? document.getElementById(anchor) : document.querySelector('h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  revealAnchor(target);
  target.focus({ preventScroll: true });
}

/**
 * The search itself: a native modal dialog holding a combobox whose listbox groups results by
 * page. Its code (this module, the matching, the synonyms) is a chunk the button (DocsSearch)
 * fetches when the visitor shows they want it; shown, it fetches the index at once.
 */
export function DocsSearchDialog({
  ref,
  trigger,
  openAtFirst,
  loadIndex: givenIndex,
}: DocsSearchDialogProps) {
  const locale = useDocsLocale();
  const copy = useDocsChrome().search;
  const loadIndex = givenIndex ?? (() => builtIndexes[locale]().then((module) => module.default));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const loading = useRef<Promise<void> | undefined>(undefined);
  // Shown only once the visitor wants the search: its index is on its way from the start.
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [location, navigate] = useLocation();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const results = useMemo<SearchResult[]>(
    () => (index.status === 'ready' ? searchDocs(index.records, query) : []),
    [index, query],
  );
  const groups = useMemo(() => groupByPage(results), [results]);
  // Options in the order they are shown, which is the order the arrows walk.
  const ordered = useMemo(() => groups.flatMap((group) => group.results), [groups]);
  const active = ordered.length ? Math.min(activeIndex, ordered.length - 1) : -1;

  const fetchIndex = () => {
    loading.current ??= loadIndex().then(
      (records) => setIndex({ status: 'ready', records }),
      () => {
        loading.current = undefined;
        setIndex({ status: 'error' });
      },
    );
  };

  const ensureIndex = () => {
    fetchIndex();
    if (index.status === 'error') setIndex({ status: 'loading' });
  };

  const open = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    ensureIndex();
    dialog.showModal();
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  useImperativeHandle(ref, () => ({ open }));

  // Shown because the visitor pointed at the button, focused it or pressed it: the index is
  // fetched now, so it is often ready when the dialog opens.
  const onShown = useEffectEvent(() => {
    fetchIndex();
    if (openAtFirst) open();
  });
  // A layout effect: a press made while this code was on its way opens the dialog in the
  // frame that first shows it.
  useLayoutEffect(() => onShown(), []);

  const close = () => dialogRef.current?.close();

  const choose = (result: SearchResult | undefined) => {
    if (!result) return;
    const { record } = result;
    close();
    if (docsPath(record.page, locale).toLowerCase() === location.toLowerCase()) {
      window.history.pushState(window.history.state, '', hrefOf(record, locale));
      revealHeading(record.anchor);
    } else {
      navigate(hrefOf(record, locale));
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!ordered.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + ordered.length) % ordered.length;
      setActiveIndex(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(ordered[active]);
    }
  };

  const status =
    index.status === 'loading'
      ? copy.loading
      : index.status === 'ready' && query.trim()
        ? results.length
          ? copy.count(results.length)
          : copy.empty(query.trim())
        : '';

  // Where each page's options start in the arrow order.
  const offsets = groups.map((_, g) =>
    groups.slice(0, g).reduce((sum, group) => sum + group.results.length, 0),
  );

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={copy.dialogTitle}
      onKeyDown={(event) => {
        // The browser closes a modal on Escape by itself; this covers scripted key presses too.
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
      onClose={() => {
        setQuery('');
        setActiveIndex(0);
        // Back to the button, unless a chosen heading of this page has already taken focus.
        const focused = document.activeElement;
        if (!focused || focused === document.body || dialogRef.current?.contains(focused)) {
          trigger.current?.focus();
        }
      }}
    >
      <div className={styles.head}>
        <Icon glyph={glyphs.search} className={styles.inputIcon} />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          className={styles.input}
          aria-label={copy.inputLabel}
          aria-expanded={ordered.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          placeholder={copy.placeholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onInputKeyDown}
        />
        <button type="button" className={styles.close} onClick={close} aria-label={copy.close}>
          <Icon glyph={glyphs.close} />
        </button>
      </div>
      <div id={listId} role="listbox" aria-label={copy.resultsLabel} className={styles.results}>
        {groups.map((group, g) => (
          <div
            key={group.page}
            role="group"
            aria-labelledby={`${id}-${group.page}`}
            className={styles.group}
          >
            <div id={`${id}-${group.page}`} role="presentation" className={styles.groupTitle}>
              {group.pageTitle}
            </div>
            {group.results.map((result, r) => {
              const i = offsets[g]! + r;
              return (
                // Options are not focusable in this pattern: the combobox keeps focus and points
                // at the active one with aria-activedescendant; keyboard users act from there.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={hrefOf(result.record, locale)}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  onClick={() => choose(result)}
                  onPointerMove={() => setActiveIndex(i)}
                >
                  <span className={styles.optionTitle}>
                    {result.record.heading ?? result.record.pageTitle}
                  </span>{' '}
                  <span className={styles.optionText}>
                    {result.snippet.map((segment, k) =>
                      segment.match ? <mark key={k}>{segment.text}</mark> : segment.text,
                    )}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
        {index.status === 'error' ? (
          <p className={styles.message} role="alert">
            {copy.loadError}
            <button type="button" className={styles.retry} onClick={ensureIndex}>
              {copy.retry}
            </button>
          </p>
        ) : null}
      </div>
      <div className={styles.foot}>
        <span role="status">{status}</span>
        <span id={hintId}>{copy.hint}</span>
      </div>
    </dialog>
  );
}
