import type { Ref } from 'react';
import { ReceiptActions } from '../ReceiptActions';
import { buttonClass, glyphs } from '../../../kit';
import { outcomeCopy, type OutcomeCopy } from '../../outcomeCopy';
import type { ReceiptActionsCopy } from '../../receiptActionsCopy';
import { CheckoutPanel } from '../CheckoutPanel';
import * as styles from './PaymentReceipt.css';

export interface PaymentReceiptProps {
  /** Focus lands here when the payment is accepted. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Formatted with its currency. */
  amount: string;
  businessName: string;
  product: string;
  /** Fees the payer paid on top, formatted, when the API states them. */
  fees?: string;
  methodName: string;
  /** Masked: "+221 77 ••• •• 01"; none for a card, or once the payment is over (not kept). */
  phone?: string;
  /** Formatted date and time of the payment. */
  date: string;
  /** The operator's transaction id, to quote to the merchant or support. */
  transactionId: string;
  /** Where the merchant asked the payer to be sent back (an https address), if anywhere. */
  returnUrl?: string;
  /**
   * Its words in the page's language; French by default. Given rather than read from the page's
   * words: importing those here would split the page's copy into a chunk of its own.
   */
  words?: OutcomeCopy['success'];
  /** Its buttons' words (print, share, copy) in the page's language; French by default. */
  actionsWords?: ReceiptActionsCopy;
}

/** Only a web address the payer may safely be sent to: the merchant's own, over HTTPS. */
const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Proof of payment: what, to whom, how and when, with the reference to quote. */
export function PaymentReceipt({
  headingRef,
  amount,
  businessName,
  product,
  fees,
  methodName,
  phone,
  date,
  transactionId,
  returnUrl,
  words = outcomeCopy.success,
  actionsWords,
}: PaymentReceiptProps) {
  const rows: [string, string, boolean?][] = [
    [words.amount, amount],
    ...(fees ? [[words.fees, fees] as [string, string]] : []),
    [words.business, businessName],
    [words.product, product],
    [words.method, methodName],
    ...(phone ? [[words.phone, phone, true] as [string, string, boolean]] : []),
    [words.date, date],
    [words.reference, transactionId, true],
  ];
  const text = [
    words.shareTitle(businessName),
    ...rows.map(([term, value]) => words.row(term, value)),
  ].join('\n');
  const back = returnUrl && isHttps(returnUrl) ? returnUrl : undefined;
  return (
    <CheckoutPanel
      title={words.title}
      headingRef={headingRef}
      tone="success"
      icon={glyphs.success}
      actions={
        back ? (
          <a href={back} className={buttonClass({ size: 'lg', fullWidth: true })}>
            {words.returnTo(businessName)}
          </a>
        ) : undefined
      }
    >
      <p className={styles.lead}>{words.lead(amount, businessName)}</p>
      <dl className={styles.receipt} aria-label={words.receipt}>
        {rows.map(([term, value, verbatim]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value} translate={verbatim ? 'no' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ReceiptActions text={text} words={actionsWords} />
      {back ? null : <p className={styles.close}>{words.close}</p>}
    </CheckoutPanel>
  );
}
