import { useId, useRef, useState } from 'react';
import { paths } from '../../app/paths';
import { headerActions, headerMenu } from '../../content/navigation';
import { ButtonLink, Icon, Link, Logo } from '../../kit';
import * as styles from './MobileNav.css';

/**
 * Below the large breakpoint the menu lives in a slide-in drawer (spec 2.4).
 * A native modal <dialog> traps focus, closes on Escape and makes the page inert.
 */
export function MobileNav() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();

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
        <Icon name="menu" />
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
              <Icon name="close" />
            </button>
          </div>
          <nav className={styles.nav} aria-label={headerActions.mainNav}>
            <ul className={styles.list}>
              {headerMenu.map((item) => {
                if (!item.subMenu) {
                  return (
                    <li key={item.name}>
                      <Link
                        href={item.link ?? paths.home}
                        unstyled
                        className={styles.row}
                        onClick={close}
                      >
                        {item.name}
                      </Link>
                    </li>
                  );
                }
                const isOpen = expanded === item.name;
                const listId = `${baseId}-${item.name}`;
                return (
                  <li key={item.name}>
                    <button
                      type="button"
                      className={styles.row}
                      aria-expanded={isOpen}
                      aria-controls={listId}
                      onClick={() => setExpanded(isOpen ? null : item.name)}
                    >
                      {item.name}
                      <Icon name="chevronDown" size="sm" className={styles.chevron} />
                    </button>
                    <ul id={listId} className={styles.sublist} hidden={!isOpen}>
                      {item.subMenu.map((entry) => (
                        <li key={entry.link}>
                          <Link
                            href={entry.link}
                            unstyled
                            className={styles.subLink}
                            onClick={close}
                          >
                            <Icon name={entry.icon} size="sm" className={styles.subIcon} />
                            {entry.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.actions}>
            <ButtonLink href={headerActions.signIn.href} variant="secondary" fullWidth>
              {headerActions.signIn.label}
            </ButtonLink>
            <ButtonLink href={headerActions.register.href} fullWidth>
              {headerActions.register.label}
            </ButtonLink>
          </div>
        </div>
      </dialog>
    </>
  );
}
