import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textTones = ['default', 'muted', 'brand', 'success', 'warning', 'danger'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;

const sizeStyles = Object.fromEntries(
  textSizes.map((size) => [
    size,
    { fontSize: vars.fontSize[size], lineHeight: vars.lineHeight[size] },
  ]),
) as Record<(typeof textSizes)[number], { fontSize: string; lineHeight: string }>;

export const text = recipe({
  base: { textWrap: 'pretty' },
  variants: {
    size: sizeStyles,
    tone: {
      default: { color: vars.color.text.default },
      muted: { color: vars.color.text.muted },
      brand: { color: vars.color.brand.text },
      success: { color: vars.color.tone.success.text },
      warning: { color: vars.color.tone.warning.text },
      danger: { color: vars.color.tone.danger.text },
    },
    weight: Object.fromEntries(
      textWeights.map((w) => [w, { fontWeight: vars.fontWeight[w] }]),
    ) as Record<(typeof textWeights)[number], { fontWeight: string }>,
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});
