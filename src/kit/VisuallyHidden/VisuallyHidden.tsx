import type { ElementType, HTMLAttributes, Ref } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (`span` by default, `h2` for a hidden section heading). */
  as?: ElementType;
  /** Show the content when it, or something inside it, has focus (skip links). */
  focusable?: boolean;
  ref?: Ref<HTMLElement>;
}

/** Content for screen readers only. */
export function VisuallyHidden({
  as: Component = 'span',
  focusable = false,
  className,
  ...rest
}: VisuallyHiddenProps) {
  return (
    <Component
      className={[styles.hidden, focusable ? styles.focusable : undefined, className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    />
  );
}
