import type { Ref } from 'react';
import { checkoutCopy as copy } from '../../copy';
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
}

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
}: PaymentReceiptProps) {
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
  return (
    <CheckoutPanel title={copy.success.title} headingRef={headingRef} tone="success" icon="success">
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
      <p className={styles.close}>{copy.success.close}</p>
    </CheckoutPanel>
  );
}
