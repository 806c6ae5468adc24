import type { ElementType, HTMLAttributes, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../../tokens';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (`ul` for a list of cards). */
  as?: ElementType;
  /** Equal columns; responsive, e.g. `{ mobile: 1, tablet: 2, desktop: 4 }`. */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Space between cells, from the spacing scale. */
  gap?: Sprinkles['gap'];
  ref?: Ref<HTMLElement>;
}

/** Equal-width columns that collapse on small screens. */
export function Grid({
  as: Component = 'div',
  columns = 1,
  gap = 4,
  className,
  ...rest
}: GridProps) {
  const classes = sprinkles({ display: 'grid', gridTemplateColumns: columns, gap });
  return <Component className={[classes, className].filter(Boolean).join(' ')} {...rest} />;
}
