import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable key of the tab, unique among its siblings; what `selected` names. */
  id: string;
  /** The tab's visible name. */
  label: ReactNode;
  /** What its panel shows. */
  content: ReactNode;
}

export interface TabsProps {
  /** Names the set of tabs for assistive tech ("Virements"). */
  label: string;
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The tab shown first, when the app does not keep the choice itself (the first by default). */
  defaultSelected?: string;
  /** The tab shown, when the app keeps the choice (with `onSelectedChange`). */
  selected?: string;
  /** Called with the id of the tab the visitor picks. */
  onSelectedChange?: (id: string) => void;
  className?: string;
}

const next = { ArrowRight: 1, ArrowLeft: -1 } as const;

/**
 * Panels of one screen behind tabs (WAI-ARIA tabs: arrow keys move and select, Home and End go
 * to the ends). Its panels stay mounted, so what was typed in one survives a switch. Until the
 * scripts run (the server's HTML, a feature phone) every panel is shown, each after the other,
 * and the tabs are links to them. For links between pages, use a `nav` of links instead.
 */
export function Tabs({
  label,
  items,
  defaultSelected,
  selected: controlled,
  onSelectedChange,
  className,
}: TabsProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [own, setOwn] = useState(defaultSelected ?? items[0]?.id);
  const selected = controlled ?? own;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (item: TabItem) => `${id}-${item.id}-tab`;
  const panelId = (item: TabItem) => `${id}-${item.id}-panel`;

  const select = (item: TabItem) => {
    if (item.id === selected) return;
    setOwn(item.id);
    onSelectedChange?.(item.id);
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === selected);
    const step = next[event.key as keyof typeof next];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : step
            ? (current + step + items.length) % items.length
            : undefined;
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    select(item);
    tabRefs.current.get(item.id)?.focus();
  };

  const classes = [styles.tabs, className].filter(Boolean).join(' ');
  const panels = items.map((item) => {
    const shown = !hydrated || item.id === selected;
    return (
      <div
        key={item.id}
        id={panelId(item)}
        role={hydrated ? 'tabpanel' : 'region'}
        aria-labelledby={tabId(item)}
        // Focusable so a panel with no control of its own can be reached and scrolled.
        tabIndex={hydrated ? 0 : undefined}
        hidden={!shown}
        className={styles.panel}
      >
        {item.content}
      </div>
    );
  });

  if (!hydrated) {
    return (
      <div className={classes}>
        <nav aria-label={label}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <a id={tabId(item)} href={`#${panelId(item)}`} className={styles.tab}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {panels}
      </div>
    );
  }

  return (
    <div className={classes}>
      {/* The keys pressed on its tabs bubble here; the tabs take the focus, not the list. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={isSelected}
              aria-controls={panelId(item)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {panels}
    </div>
  );
}
