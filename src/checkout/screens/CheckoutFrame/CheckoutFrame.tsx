import type { ReactNode } from 'react';
import { useWords } from '../../language/words';
import { LanguageSwitch } from '../LanguageSwitch';
import { site } from '../../../content/site';
import { glyphs, Icon, linkClass, Logo, VisuallyHidden } from '../../../kit';
import * as styles from './CheckoutFrame.css';

export interface CheckoutFrameProps {
  /** The page's content: summary and current step. */
  children: ReactNode;
  /** Polite announcements of status changes, read by screen readers without moving focus. */
  announcement?: string;
}

/**
 * The hosted payment page's own frame: no site menu or footer to wander off to, only who
 * runs the payment, where to find help, and the switch to the other language. Narrow enough to read on a 360 px phone, and the
 * same inside a merchant's iframe.
 */
export function CheckoutFrame({ children, announcement = '' }: CheckoutFrameProps) {
  const { copy, lang, switchTo } = useWords();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <Logo size={28} />
          <VisuallyHidden>Yonnee</VisuallyHidden>
        </span>
        {/* A block, not a span: it holds the language switch's form. */}
        <div className={styles.headerEnd}>
          <span className={styles.secure}>
            <Icon glyph={glyphs.lock} size="sm" />
            {copy.frame.secure}
          </span>
          <LanguageSwitch lang={lang} onSwitch={switchTo} />
        </div>
      </header>
      <main id="contenu" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>{copy.frame.operatedBy}</p>
        <p>
          {copy.frame.help}{' '}
          <a href={site.supportPhoneHref} className={`${linkClass()} ${styles.nowrap}`}>
            {site.supportPhone}
          </a>
        </p>
      </footer>
      <VisuallyHidden as="p" role="status">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
