import type { ReactNode } from 'react';
import { glyphs, Icon } from '../../../kit';
import * as styles from './CheckoutNotice.css';

export interface CheckoutNoticeProps {
  /** danger: the payment was not sent; warning: something to wait for. */
  tone: 'danger' | 'warning';
  /** sm beside a step's fields and buttons; md within an outcome's text. */
  size: 'sm' | 'md';
  /** Announced at once when it appears (a problem the payer must act on). */
  alert?: boolean;
  children: ReactNode;
}

/** A line that stands out of a checkout screen, with its alert icon: a refusal, a lost connection. */
export function CheckoutNotice({ tone, size, alert = false, children }: CheckoutNoticeProps) {
  return (
    <p role={alert ? 'alert' : undefined} className={styles.notice({ tone, size })}>
      <Icon glyph={glyphs.alert} size="sm" className={styles.icon({ size })} />
      <span>{children}</span>
    </p>
  );
}
