import type { Ref } from 'react';
import { useCopy } from '../../language/words';
import * as styles from './PaymentSummary.css';

export interface PaymentSummaryProps {
  /** Who is paid. */
  businessName: string;
  /** What is paid for, as the merchant wrote it. */
  product: string;
  /** The amount, already formatted with its currency ("45 000 F CFA"). */
  amount: string;
  /** The page's h1, so the page can move focus back to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Who, what and how much: the page's heading, always in view above the steps. */
export function PaymentSummary({ businessName, product, amount, headingRef }: PaymentSummaryProps) {
  const copy = useCopy();
  return (
    <section className={styles.summary} aria-labelledby="paiement-titre">
      <h1 id="paiement-titre" ref={headingRef} tabIndex={-1} className={styles.title}>
        {copy.summary.payTo(businessName)}
      </h1>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt className={styles.term}>{copy.summary.product}</dt>
          <dd className={styles.product}>{product}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{copy.summary.amount}</dt>
          <dd className={styles.amount}>{amount}</dd>
        </div>
      </dl>
    </section>
  );
}
