import {
  dashboardPreview,
  previewBalance,
  previewTransactions,
} from '../../content/dashboardPreview';
import { BalanceSummary, TransactionsTable } from '../../kit';
import * as styles from './DashboardPreview.css';

/**
 * The merchant console's dashboard as the kit draws it (the components the console itself uses),
 * fed with a fresh sandbox's answers, in a window frame that says it is an example.
 */
export function DashboardPreview() {
  return (
    <figure className={styles.frame} aria-label={dashboardPreview.label}>
      <div className={styles.titleBar} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.windowTitle}>{dashboardPreview.windowTitle}</span>
      </div>
      <div className={styles.body}>
        <BalanceSummary balance={previewBalance} headingLevel={3} />
        <TransactionsTable
          rows={previewTransactions}
          columns={['transactionId', 'amount', 'status']}
          labels={{ caption: dashboardPreview.transactionsCaption }}
          // Never hydrated, so never measured: three narrow columns fit the frame at every
          // width (stacked on a phone), which the section's stories check.
          fits
        />
      </div>
      <figcaption className={styles.note}>{dashboardPreview.note}</figcaption>
    </figure>
  );
}
