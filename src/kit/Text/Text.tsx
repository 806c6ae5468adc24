import type { ElementType, HTMLAttributes, Ref } from 'react';
import * as styles from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: `p` by default, `span` inline, `strong`, `small`… */
  as?: ElementType;
  /** Step of the type scale. */
  size?: (typeof styles.textSizes)[number];
  /** Colour role: `muted` for secondary text, tones for status messages. */
  tone?: (typeof styles.textTones)[number];
  /** Font weight. */
  weight?: (typeof styles.textWeights)[number];
  /** Text alignment. */
  align?: 'start' | 'center';
  ref?: Ref<HTMLElement>;
}

/** Body copy on the type scale. */
export function Text({
  as: Component = 'p',
  size,
  tone,
  weight,
  align,
  className,
  ...rest
}: TextProps) {
  return (
    <Component
      className={[styles.text({ size, tone, weight, align }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
