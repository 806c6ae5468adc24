import type { HTMLAttributes, Ref } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
type Level = (typeof headingLevels)[number];

const defaultSize: Record<Level, (typeof styles.headingSizes)[number]> = {
  1: '4xl',
  2: '3xl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'md',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Outline level (h1–h6): pick it for the page structure, not for the look. */
  level: Level;
  /** Visual size, independent of the level. */
  size?: (typeof styles.headingSizes)[number];
  ref?: Ref<HTMLHeadingElement>;
}

export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      className={[styles.heading({ size: size ?? defaultSize[level] }), className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    />
  );
}
