import { createElement, type Ref } from 'react';
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

/**
 * An inline SVG icon drawn in the current text colour. The svg's attributes are the ones
 * lucide-react gave it, in its order, so the pages' markup and pixels stay as they were; lucide's
 * own class names (`lucide lucide-<name>`) are left out, as nothing reads them.
 */
export function Icon({ glyph, size = 'md', label, className, ref }: IconProps) {
  const px = iconSizes[size];
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      data-icon={glyph.name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {glyph.drawing.map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
