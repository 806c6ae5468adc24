import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { paths } from '../../paths/paths';
import {
  headerActions,
  headerMenu,
  type MenuItem,
  type SubMenuItem,
} from '../../content/navigation';
import { ButtonLink, glyphs, Icon, Link, Logo, VisuallyHidden } from '../../kit';
import { useHydrated } from '../../lib/useHydrated';
import { ThemeControl } from '../ThemeControl';
import * as styles from './MobileNav.css';

/**
 * Below the large breakpoint the menu lives in a slide-in drawer (spec 2.4), a modal <dialog>
 * the page's scripts open. Until they run (a slow phone) or without JavaScript, the button is
 * the summary of a native <details> whose panel holds the same menu, so the menu opens anyway;
 * the scripts take it over once the header has hydrated, open if the visitor had opened it.
 */
export function MobileNav() {
  const hydrated = useHydrated();
  const nativeId = useId();
  // The server's HTML and the first render in the browser are the native menu: they must agree.
  return hydrated ? <DrawerMenu takeOverFrom={nativeId} /> : <NativeMenu id={nativeId} />;
}

const rowChevron = <Icon glyph={glyphs.chevronDown} size="sm" className={styles.chevron} />;

/** Whether the visitor had opened the native menu before the scripts took it over. */
function nativeMenuWasOpen(id: string) {
  const details = document.getElementById(id);
  return details instanceof HTMLDetailsElement && details.open;
}

/** The drawer: a native modal <dialog> traps focus, closes on Escape and makes the page inert. */
function DrawerMenu({ takeOverFrom }: { takeOverFrom: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read while rendering the switch, when the native menu is still in the document.
  const [open, setOpen] = useState(() => nativeMenuWasOpen(takeOverFrom));
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();

  useEffect(() => {
    // Opens the drawer when `open` starts true (taken over from the native menu); `show` opens it itself.
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  const show = () => {
    setExpanded(null);
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label={headerActions.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <Icon glyph={glyphs.menu} />
      </button>
      {/* The backdrop click is a pointer convenience; keyboard users have Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-label={headerActions.mainNav}
        data-drawer=""
        onClose={() => setOpen(false)}
        onKeyDown={(event) => {
          // Chrome's close watcher ignores a second Escape without a new user activation; close explicitly.
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
        onClick={(event) => {
          // A press on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <Link href={paths.home} unstyled aria-label={headerActions.home} onClick={close}>
              <Logo size={28} />
            </Link>
            <button
              type="button"
              className={styles.toggle}
              aria-label={headerActions.closeMenu}
              onClick={close}
            >
              <Icon glyph={glyphs.close} />
            </button>
          </div>
          <MenuBody
            onNavigate={close}
            section={(item, entries) => {
              const isOpen = expanded === item.name;
              const listId = `${baseId}-${item.name}`;
              return (
                <>
                  <button
                    type="button"
                    className={styles.row}
                    aria-expanded={isOpen}
                    aria-controls={listId}
                    onClick={() => setExpanded(isOpen ? null : item.name)}
                  >
                    {item.name}
                    {rowChevron}
                  </button>
                  <SubLinks id={listId} entries={entries} hidden={!isOpen} onNavigate={close} />
                </>
              );
            }}
          />
        </div>
      </dialog>
    </>
  );
}

/**
 * The menu as the server sends it: a <details> whose summary is the same button, and whose panel
 * opens under the header with the browser alone. Its sections are <details> of one group
 * (`name`), so opening one closes the other, as in the drawer.
 */
function NativeMenu({ id }: { id: string }) {
  const sections = useId();
  return (
    // The visitor may open it, or a section, before the scripts run: that `open` is theirs.
    <details id={id} className={styles.native} suppressHydrationWarning>
      <summary className={styles.toggle}>
        <span className={styles.whenClosed}>
          <Icon glyph={glyphs.menu} />
          <VisuallyHidden>{headerActions.openMenu}</VisuallyHidden>
        </span>
        <span className={styles.whenOpen}>
          <Icon glyph={glyphs.close} />
          <VisuallyHidden>{headerActions.closeMenu}</VisuallyHidden>
        </span>
      </summary>
      <div className={styles.sheet}>
        <MenuBody
          section={(item, entries) => (
            <details name={sections} suppressHydrationWarning>
              <summary className={styles.row}>
                {item.name}
                {rowChevron}
              </summary>
              <SubLinks entries={entries} />
            </details>
          )}
        />
      </div>
    </details>
  );
}

interface NavigateProps {
  /** Called when one of its links is chosen (the drawer closes). */
  onNavigate?: () => void;
}

function SubLinks({
  id,
  entries,
  hidden,
  onNavigate,
}: NavigateProps & { id?: string; entries: SubMenuItem[]; hidden?: boolean }) {
  return (
    <ul id={id} className={styles.sublist} hidden={hidden}>
      {entries.map((entry) => (
        <li key={entry.link}>
          <Link href={entry.link} unstyled className={styles.subLink} onClick={onNavigate}>
            <Icon glyph={entry.icon} size="sm" className={styles.subIcon} />
            {entry.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu's links, then the theme (the header shows it only from the tablet width up) and the
 * two account buttons: the drawer's and the native menu's. `section` renders a sub-menu.
 */
function MenuBody({
  section,
  onNavigate,
}: NavigateProps & { section: (item: MenuItem, entries: SubMenuItem[]) => ReactNode }) {
  return (
    <>
      <nav className={styles.nav} aria-label={headerActions.mainNav}>
        <ul className={styles.list}>
          {headerMenu.map((item) => (
            <li key={item.name}>
              {item.subMenu ? (
                section(item, item.subMenu)
              ) : (
                <Link
                  href={item.link ?? paths.home}
                  unstyled
                  className={styles.row}
                  onClick={onNavigate}
                >
                  {item.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <ThemeControl variant="labelled" className={styles.theme} />
        <ButtonLink
          href={headerActions.signIn.href}
          variant="secondary"
          fullWidth
          onClick={onNavigate}
        >
          {headerActions.signIn.label}
        </ButtonLink>
        <ButtonLink href={headerActions.register.href} fullWidth onClick={onNavigate}>
          {headerActions.register.label}
        </ButtonLink>
      </div>
    </>
  );
}
