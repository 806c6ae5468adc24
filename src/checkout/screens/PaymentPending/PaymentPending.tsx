import type { Ref } from 'react';
import { glyphs, Spinner } from '../../../kit';
import { outcomeCopy, type OutcomeCopy } from '../../outcomeCopy';
import { CheckoutNotice } from '../CheckoutNotice';
import { CheckoutPanel } from '../CheckoutPanel';
import { PostedAction } from '../PostedAction';
import { checkoutActions } from '../../state/formFields';
import * as styles from './PaymentPending.css';

export interface PaymentPendingProps {
  /** Focus lands here when the payment is sent. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The wallet that must confirm. */
  methodName: string;
  /** The operator's instructions, for wallets confirmed on the phone (no code typed here). */
  instructions?: string;
  /** What to say while the connection is lost (checking resumes on its own when it returns). */
  offlineNotice?: string;
  /** The number the request went to, masked: "+221 77 ••• •• 03". */
  phone: string;
  /** Withdraws the payment and goes back to the number. */
  onChangeNumber: () => void;
  /** Withdraws the payment and goes back to the choice of wallet. */
  onCancel: () => void;
  /** The payment is being withdrawn: the buttons wait. */
  leaving?: boolean;
  /** Why it could not be withdrawn. */
  error?: string;
  /**
   * Its words in the page's language; French by default. Given rather than read from the page's
   * words: importing those here would split the page's copy into a chunk of its own.
   */
  words?: OutcomeCopy['pending'];
}

/** The payment is sent and awaits the payer's confirmation on the phone; the page checks by itself. */
export function PaymentPending({
  headingRef,
  methodName,
  instructions,
  offlineNotice,
  phone,
  onChangeNumber,
  onCancel,
  leaving = false,
  error,
  words = outcomeCopy.pending,
}: PaymentPendingProps) {
  return (
    <CheckoutPanel
      title={words.title}
      headingRef={headingRef}
      tone="warning"
      icon={glyphs.smartphone}
      // Enter changes nothing here; without JavaScript, each button posts its own action.
      onSubmit={() => {}}
      screen="pending"
      error={error}
      actions={
        <>
          <PostedAction
            action={checkoutActions.changeNumber}
            onPress={onChangeNumber}
            variant="secondary"
            disabled={leaving}
          >
            {words.changeNumber}
          </PostedAction>
          <PostedAction
            action={checkoutActions.cancel}
            onPress={onCancel}
            variant="ghost"
            disabled={leaving}
          >
            {words.cancel}
          </PostedAction>
        </>
      }
    >
      <p className={styles.text}>{words.sentTo(phone)}</p>
      {instructions ? <p className={styles.instructions}>{instructions}</p> : null}
      <div className={styles.waiting}>
        <Spinner size="sm" label={words.checking} />
        <p className={styles.text}>{words.waiting(methodName)}</p>
      </div>
      {offlineNotice ? (
        <CheckoutNotice tone="warning" size="md">
          {offlineNotice}
        </CheckoutNotice>
      ) : null}
      <p className={styles.text}>{words.keepOpen}</p>
    </CheckoutPanel>
  );
}
