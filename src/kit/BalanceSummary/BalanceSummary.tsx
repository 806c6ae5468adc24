import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Amount } from '../Amount';
import { Skeleton } from '../Skeleton';
import * as styles from './BalanceSummary.css';

/** What the balance call answers (`GET /transaction/get-balance`), by the API's field names. */
export interface BalanceFigures {
  businessName: string;
  availableBalance: number;
  currency: string;
}

export interface BalanceSummaryLabels {
  /** The panel's heading. */
  title: string;
  /** For `availableBalance`. */
  availableBalance: string;
  /** For `businessName`. */
  businessName: string;
  /** For `currency`. */
  currency: string;
  /** Said while the figures are on their way. */
  loading: string;
}

export interface BalanceSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The balance call's answer; none yet shows grey shapes and says it is loading. */
  balance: BalanceFigures | undefined;
  /** Its heading's level in the page's outline (2 by default). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Its words, for a page in another language (French by default); any left out keep theirs. */
  labels?: Partial<BalanceSummaryLabels>;
  /** How amounts are written (French by default). */
  locale?: string;
}

const frenchLabels: BalanceSummaryLabels = {
  title: 'Solde',
  availableBalance: 'Solde disponible',
  businessName: 'Entreprise',
  currency: 'Devise',
  loading: 'Chargement du solde…',
};

/** A merchant's balance: the available amount first, then whose account it is and its currency. */
export function BalanceSummary({
  balance,
  headingLevel = 2,
  labels: ownLabels,
  locale,
  className,
  ...rest
}: BalanceSummaryProps) {
  const labels = { ...frenchLabels, ...ownLabels };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const figure = (label: string, value: ReactNode, main = false) => (
    <div className={[styles.figure, main ? styles.main : ''].filter(Boolean).join(' ')}>
      <dt className={styles.term}>{label}</dt>
      <dd className={[styles.value, main ? styles.mainValue : ''].filter(Boolean).join(' ')}>
        {value}
      </dd>
    </div>
  );
  return (
    // A group, not a landmark: a page may show several summaries inside its own sections.
    <div
      role="group"
      aria-labelledby={titleId}
      aria-busy={balance ? undefined : true}
      className={[styles.summary, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Heading id={titleId} className={styles.title}>
        {labels.title}
      </Heading>
      {balance ? (
        <dl className={styles.figures}>
          {figure(
            labels.availableBalance,
            <Amount value={balance.availableBalance} currency={balance.currency} locale={locale} />,
            true,
          )}
          {figure(labels.businessName, balance.businessName)}
          {figure(labels.currency, balance.currency)}
        </dl>
      ) : (
        <div role="status">
          <span className={styles.term}>{labels.loading}</span>
          <Skeleton shape="block" width="half" />
          <Skeleton width="threeQuarters" />
        </div>
      )}
    </div>
  );
}
