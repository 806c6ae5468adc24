import type { Ref } from 'react';
import { checkoutCopy as copy } from '../../copy';
import { Spinner } from '../../../kit';
import { CheckoutNotice } from '../CheckoutNotice';
import { CheckoutPanel } from '../CheckoutPanel';
import * as styles from './PaymentPending.css';

export interface PaymentPendingProps {
  /** Focus lands here when the payment is sent. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The wallet that must confirm. */
  methodName: string;
  /** The operator's instructions, for wallets confirmed on the phone (no code typed here). */
  instructions?: string;
  /** The connection dropped: checking resumes on its own when it returns. */
  connectionLost: boolean;
}

/** The payment is sent and awaits the payer's confirmation on the phone; the page checks by itself. */
export function PaymentPending({
  headingRef,
  methodName,
  instructions,
  connectionLost,
}: PaymentPendingProps) {
  return (
    <CheckoutPanel
      title={copy.pending.title}
      headingRef={headingRef}
      tone="warning"
      icon="smartphone"
    >
      {instructions ? <p className={styles.instructions}>{instructions}</p> : null}
      <div className={styles.waiting}>
        <Spinner size="sm" label={copy.pending.checking} />
        <p className={styles.text}>{copy.pending.waiting(methodName)}</p>
      </div>
      {connectionLost ? (
        <CheckoutNotice tone="warning" size="md">
          {copy.offline}
        </CheckoutNotice>
      ) : null}
      <p className={styles.text}>{copy.pending.keepOpen}</p>
    </CheckoutPanel>
  );
}
