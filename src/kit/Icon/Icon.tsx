import type { Ref } from 'react';
import type { Glyph } from './Glyph';

export const iconSizes = { sm: 16, md: 20, lg: 24, xl: 32 } as const;

export interface IconProps {
  /** Which glyph: one of the constants of `./glyphs`, imported by the caller so a page ships only its own. */
  glyph: Glyph;
  /** Rendered size in px, from the icon scale. */
  size?: keyof typeof iconSizes;
  /** Accessible name. Omit for decorative icons next to text: they are then hidden from assistive tech. */
  label?: string;
  className?: string;
  ref?: Ref<SVGSVGElement>;
}

/** An inline SVG icon drawn in the current text colour. */
export function Icon({ glyph, size = 'md', label, className, ref }: IconProps) {
  const Draw = glyph.draw;
  const px = iconSizes[size];
  return (
    <Draw
      ref={ref}
      width={px}
      height={px}
      strokeWidth={2}
      className={className}
      focusable="false"
      data-icon={glyph.name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
