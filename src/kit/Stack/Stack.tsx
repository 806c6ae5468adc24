import type { ElementType, HTMLAttributes, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../../tokens';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: `div` by default, `ul`, `section`… where the semantics call for it. */
  as?: ElementType;
  /** Main axis; may be responsive, e.g. `{ mobile: 'column', tablet: 'row' }`. */
  direction?: Sprinkles['flexDirection'];
  /** Space between children, from the spacing scale. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment. */
  align?: Sprinkles['alignItems'];
  /** Main-axis distribution. */
  justify?: Sprinkles['justifyContent'];
  /** Let children wrap onto new lines. */
  wrap?: boolean;
  ref?: Ref<HTMLElement>;
}

/** Lays children out in a row or a column with a gap from the spacing scale. */
export function Stack({
  as: Component = 'div',
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  className,
  ...rest
}: StackProps) {
  const classes = sprinkles({
    display: 'flex',
    flexDirection: direction,
    gap,
    alignItems: align,
    justifyContent: justify,
    flexWrap: wrap ? 'wrap' : undefined,
  });
  return <Component className={[classes, className].filter(Boolean).join(' ')} {...rest} />;
}
