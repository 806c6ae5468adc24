import type { HTMLAttributes, Ref } from 'react';
import * as styles from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour role; the text must carry the meaning too, never the colour alone. */
  tone?: (typeof styles.badgeTones)[number];
  ref?: Ref<HTMLSpanElement>;
}

/** A short status or category label. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return (
    <span
      className={[styles.badge({ tone }), className].filter(Boolean).join(' ')}
      data-tone={tone ?? 'neutral'}
      {...rest}
    />
  );
}
