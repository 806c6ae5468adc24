import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../tokens';

export const wordmarkTones = ['warm', 'cool', 'fresh', 'plain'] as const;

export const wordmark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '4.5rem',
    height: '2.75rem',
    paddingInline: vars.space[1],
    borderRadius: vars.radii.md,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.02em',
    lineHeight: 1,
  },
  variants: {
    tone: {
      warm: { backgroundColor: vars.color.accent.subtle, color: vars.color.accent.text },
      cool: { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.text },
      fresh: { backgroundColor: vars.color.tone.success.bg, color: vars.color.tone.success.text },
      plain: { backgroundColor: vars.color.surface.sunken, color: vars.color.text.default },
    },
    long: { true: { fontSize: vars.fontSize.sm }, false: {} },
  },
});
