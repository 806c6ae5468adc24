import type { Ref } from 'react';
import { icons, type IconName } from './icons';

export const iconSizes = { sm: 16, md: 20, lg: 24, xl: 32 } as const;

export interface IconProps {
  /** Which glyph. */
  name: IconName;
  /** Rendered size in px, from the icon scale. */
  size?: keyof typeof iconSizes;
  /** Accessible name. Omit for decorative icons next to text: they are then hidden from assistive tech. */
  label?: string;
  className?: string;
  ref?: Ref<SVGSVGElement>;
}

/** An inline SVG icon drawn in the current text colour. */
export function Icon({ name, size = 'md', label, className, ref }: IconProps) {
  const Glyph = icons[name];
  const px = iconSizes[size];
  return (
    <Glyph
      ref={ref}
      width={px}
      height={px}
      strokeWidth={2}
      className={className}
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
