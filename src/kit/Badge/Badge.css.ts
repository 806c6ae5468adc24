import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens';

export const badgeTones = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    paddingInline: vars.space[2],
    paddingBlock: '0.125rem',
    borderRadius: vars.radii.full,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surface.sunken,
        color: vars.color.text.default,
        boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
      },
      brand: { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.text },
      accent: { backgroundColor: vars.color.accent.subtle, color: vars.color.accent.text },
      success: { backgroundColor: vars.color.tone.success.bg, color: vars.color.tone.success.text },
      warning: { backgroundColor: vars.color.tone.warning.bg, color: vars.color.tone.warning.text },
      danger: { backgroundColor: vars.color.tone.danger.bg, color: vars.color.tone.danger.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
