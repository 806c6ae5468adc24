import { useId, type ReactNode } from 'react';
import { Container, Heading, Text } from '../../kit';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The page's h1. */
  title: string;
  /** One sentence under the title saying what to do. */
  description?: ReactNode;
  /** Language of the card when it differs from the page (the auth pages are in English, spec 2.6). */
  lang?: string;
  /** Small print at the bottom of the card (terms, links back). */
  footer?: ReactNode;
  /** Content under the card, in the page's language. */
  after?: ReactNode;
  /** The form. */
  children: ReactNode;
}

/** A centred card holding one authentication task: sign in, enter a code, reset a password. */
export function AuthLayout({ title, description, lang, footer, after, children }: AuthLayoutProps) {
  const titleId = useId();
  return (
    <Container className={styles.page}>
      <section aria-labelledby={titleId} lang={lang} className={styles.card}>
        <div className={styles.header}>
          <Heading level={1} size="2xl" id={titleId}>
            {title}
          </Heading>
          {description ? <Text tone="muted">{description}</Text> : null}
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
      {after ? <div className={styles.after}>{after}</div> : null}
    </Container>
  );
}
