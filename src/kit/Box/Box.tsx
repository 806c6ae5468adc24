import type { ElementType, HTMLAttributes, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../../tokens';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    /** Element to render: `div` by default; `ul`, `nav`, `section`… where the semantics call for it. */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
  };

/**
 * Any element with its layout from the spacing scale (vanilla-extract's own `Box`): every
 * sprinkle (display, flex, gap, padding, margin, grid columns, list style, each responsive) is a
 * prop, everything else goes on the element, so sections write CSS only for what is theirs.
 */
export function Box({ as: Component = 'div', className, ...props }: BoxProps) {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (sprinkles.properties.has(name as keyof Sprinkles)) layout[name] = value;
    else rest[name] = value;
  }
  const classes = [sprinkles(layout as Sprinkles), className].filter(Boolean).join(' ');
  return <Component className={classes || undefined} {...rest} />;
}
