import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens';

export const headingSizes = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md'] as const;

export const heading = recipe({
  base: {
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.01em',
    color: vars.color.text.default,
    textWrap: 'balance',
  },
  variants: {
    size: Object.fromEntries(
      headingSizes.map((size) => [
        size,
        { fontSize: vars.fontSize[size], lineHeight: vars.lineHeight[size] },
      ]),
    ) as Record<(typeof headingSizes)[number], { fontSize: string; lineHeight: string }>,
  },
});
