import type { ElementType, HTMLAttributes, Ref } from 'react';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: `article` for self-contained content, `li` inside a list. */
  as?: ElementType;
  /** Surface treatment. */
  variant?: (typeof styles.cardVariants)[number];
  /** The card contains one `CardLink` whose hit area covers the whole card. */
  interactive?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A surface grouping related content. */
export function Card({
  as: Component = 'div',
  variant,
  interactive,
  className,
  ...rest
}: CardProps) {
  return (
    <Component
      className={[styles.card({ variant, interactive }), className].filter(Boolean).join(' ')}
      data-interactive={interactive ? '' : undefined}
      {...rest}
    />
  );
}
