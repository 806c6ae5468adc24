import { useEffect, useState, type Ref } from 'react';
import type { ReceiptActions as ReceiptActionsType } from '../ReceiptActions';
import { useWords } from '../../language/words';
import { buttonClass, glyphs } from '../../../kit';
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
}: PaymentReceiptProps) {
  const { copy, receiptActions } = useWords();
  const rows: [string, string, boolean?][] = [
    [copy.success.amount, amount],
    ...(fees ? [[copy.success.fees, fees] as [string, string]] : []),
    [copy.success.business, businessName],
    [copy.success.product, product],
    [copy.success.method, methodName],
    ...(phone ? [[copy.success.phone, phone, true] as [string, string, boolean]] : []),
    [copy.success.date, date],
    [copy.success.reference, transactionId, true],
  ];
  const text = [
    copy.success.shareTitle(businessName),
    ...rows.map(([term, value]) => copy.success.row(term, value)),
  ].join('\n');
  const back = returnUrl && isHttps(returnUrl) ? returnUrl : undefined;
  // Keeping the receipt (print, share, copy) needs the browser: its code comes once the receipt shows.
  const [Actions, setActions] = useState<typeof ReceiptActionsType>();
  useEffect(() => {
    let shown = true;
    void import('../ReceiptActions').then((module) => {
      if (shown) setActions(() => module.ReceiptActions);
    });
    return () => {
      shown = false;
    };
  }, []);
  return (
    <CheckoutPanel
      title={copy.success.title}
      headingRef={headingRef}
      tone="success"
      icon={glyphs.success}
      actions={
        back ? (
          <a href={back} className={buttonClass({ size: 'lg', fullWidth: true })}>
            {copy.success.returnTo(businessName)}
          </a>
        ) : undefined
      }
    >
      <p className={styles.lead}>{copy.success.lead(amount, businessName)}</p>
      <dl className={styles.receipt} aria-label={copy.success.receipt}>
        {rows.map(([term, value, verbatim]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value} translate={verbatim ? 'no' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {Actions ? <Actions text={text} words={receiptActions} /> : null}
      {back ? null : <p className={styles.close}>{copy.success.close}</p>}
    </CheckoutPanel>
  );
}
