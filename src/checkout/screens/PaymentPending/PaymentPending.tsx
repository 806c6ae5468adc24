import type { Ref } from 'react';
import { useCopy } from '../../language/words';
import { glyphs, Spinner } from '../../../kit';
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
  /** The connection dropped: checking resumes on its own when it returns. */
  connectionLost: boolean;
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
}

/** The payment is sent and awaits the payer's confirmation on the phone; the page checks by itself. */
export function PaymentPending({
  headingRef,
  methodName,
  instructions,
  connectionLost,
  phone,
  onChangeNumber,
  onCancel,
  leaving = false,
  error,
}: PaymentPendingProps) {
  const copy = useCopy();
  return (
    <CheckoutPanel
      title={copy.pending.title}
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
            {copy.pending.changeNumber}
          </PostedAction>
          <PostedAction
            action={checkoutActions.cancel}
            onPress={onCancel}
            variant="ghost"
            disabled={leaving}
          >
            {copy.pending.cancel}
          </PostedAction>
        </>
      }
    >
      <p className={styles.text}>{copy.pending.sentTo(phone)}</p>
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
