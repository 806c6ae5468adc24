import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import {
  headerActions,
  headerMenu,
  type MenuItem,
  type SubMenuItem,
} from '../../content/navigation';
import { glyphs, Icon, Link, VisuallyHidden } from '../../kit';
import * as styles from './DesktopNav.css';

// Radix opens on hover; the spec wants click, so pointer moves are ignored.
const ignorePointer = (event: SyntheticEvent) => event.preventDefault();

function Entry({ entry, onActive }: { entry: SubMenuItem; onActive?: () => void }) {
  return (
    <li>
      <NavigationMenu.Link asChild>
        <Link
          href={entry.link}
          unstyled
          className={styles.entry}
          onPointerEnter={onActive}
          onFocus={onActive}
        >
          <Icon glyph={entry.icon} className={styles.entryIcon} />
          <span className={styles.entryName}>{entry.name}</span>
          <span className={styles.entryDesc}>{entry.desc}</span>
        </Link>
      </NavigationMenu.Link>
    </li>
  );
}

/** Entries grouped under their sub-headings, in menu order. */
function groupsOf(entries: SubMenuItem[]) {
  const groups = new Map<string | undefined, SubMenuItem[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups.entries()];
}

function SubMenu({ item }: { item: MenuItem & { subMenu: SubMenuItem[] } }) {
  const [active, setActive] = useState(0);
  if (item.gridCols !== 2) {
    return (
      <ul className={[styles.entries, styles.oneColumn].join(' ')}>
        {item.subMenu.map((entry) => (
          <Entry key={entry.link} entry={entry} />
        ))}
      </ul>
    );
  }
  const activeEntry = item.subMenu[active] ?? item.subMenu[0];
  const groups = groupsOf(item.subMenu);
  return (
    <div className={styles.twoColumns}>
      {groups.length > 1 ? (
        <div className={[styles.entries, styles.entriesTwo].join(' ')}>
          {groups.map(([title, entries]) => (
            <div key={title} className={styles.group}>
              <p className={styles.groupTitle} lang="en">
                {title}
              </p>
              <ul className={styles.entries}>
                {entries.map((entry) => (
                  <Entry
                    key={entry.link}
                    entry={entry}
                    onActive={() => setActive(item.subMenu.indexOf(entry))}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <ul className={[styles.entries, styles.entriesTwo].join(' ')}>
          {item.subMenu.map((entry, index) => (
            <Entry key={entry.link} entry={entry} onActive={() => setActive(index)} />
          ))}
        </ul>
      )}
      {activeEntry ? (
        <div className={styles.details}>
          <span className={styles.detailsTitle}>{activeEntry.name}</span>
          <span>{activeEntry.details.text}</span>
          <NavigationMenu.Link asChild>
            <Link href={activeEntry.details.link} className={styles.detailsLink}>
              En savoir plus<VisuallyHidden> : {activeEntry.name}</VisuallyHidden>
            </Link>
          </NavigationMenu.Link>
        </div>
      ) : null}
    </div>
  );
}

export interface DesktopNavProps {
  /** The menu open at first (its name): the one pressed in the server's bar before this code came. */
  openAtFirst?: string;
  /** The bar's item focused at first (its name): where the focus was in the server's bar. */
  focusAtFirst?: string;
}

/** The header's menu bar from the large breakpoint up (spec 2.4). */
export function DesktopNav({ openAtFirst = '', focusAtFirst }: DesktopNavProps) {
  const list = useRef<HTMLUListElement>(null);
  const [focusOnMount] = useState(focusAtFirst);
  useEffect(() => {
    if (!focusOnMount) return;
    const items = list.current?.querySelectorAll<HTMLElement>(':scope > li > :is(button, a)') ?? [];
    [...items].find((item) => item.textContent === focusOnMount)?.focus();
  }, [focusOnMount]);
  return (
    <NavigationMenu.Root
      className={styles.root}
      aria-label={headerActions.mainNav}
      defaultValue={openAtFirst}
    >
      <NavigationMenu.List ref={list} className={styles.list}>
        {headerMenu.map((item) =>
          item.subMenu ? (
            <NavigationMenu.Item key={item.name} value={item.name} className={styles.item}>
              <NavigationMenu.Trigger
                className={styles.trigger}
                onPointerMove={ignorePointer}
                onPointerLeave={ignorePointer}
              >
                {item.name}
                <Icon glyph={glyphs.chevronDown} size="sm" className={styles.chevron} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                className={styles.content}
                onPointerMove={ignorePointer}
                onPointerLeave={ignorePointer}
              >
                <SubMenu item={item as MenuItem & { subMenu: SubMenuItem[] }} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.name}>
              <NavigationMenu.Link asChild>
                <Link href={item.link ?? '/'} unstyled className={styles.trigger}>
                  {item.name}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
