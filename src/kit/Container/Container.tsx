import type { HTMLAttributes, Ref } from 'react';
import * as styles from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** `page` for layouts, `prose` for a readable line length (about 70 characters). */
  width?: (typeof styles.containerWidths)[number];
  ref?: Ref<HTMLDivElement>;
}

/** Centres content with the page gutters. */
export function Container({ width, className, ...rest }: ContainerProps) {
  return (
    <div className={[styles.container({ width }), className].filter(Boolean).join(' ')} {...rest} />
  );
}
