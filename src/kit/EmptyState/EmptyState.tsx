import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type Glyph } from '../Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, as a heading ("Aucune transaction"). */
  title: ReactNode;
  /** Its level in the page's outline (3 by default). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Why it is empty, or what would fill it. */
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: Glyph;
  /** The one thing to do next (a `Button` or a `ButtonLink`). */
  action?: ReactNode;
}

/** Says that a list or a screen has nothing to show yet, and what to do about it. */
export function EmptyState({
  title,
  headingLevel = 3,
  description,
  icon,
  action,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.emptyState, className].filter(Boolean).join(' ')} {...rest}>
      {icon ? (
        <span className={styles.icon}>
          <Icon glyph={icon} size="lg" />
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
