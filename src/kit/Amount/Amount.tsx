import type { HTMLAttributes } from 'react';
import * as styles from './Amount.css';
import { formatAmount } from './formatAmount';

export interface AmountProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount in the currency's unit, as the API sends it (`availableBalance`, `amount`). */
  value: number;
  /** ISO 4217 code, as the API sends it (`XOF`). */
  currency: string;
  /** How it is written (French by default). */
  locale?: string;
}

/** A sum of money, written the kit's one way and never broken across lines. */
export function Amount({ value, currency, locale, className, ...rest }: AmountProps) {
  return (
    <span className={[styles.amount, className].filter(Boolean).join(' ')} {...rest}>
      {formatAmount(value, currency, locale)}
    </span>
  );
}
