import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../tokens';

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    margin: 0,
    padding: vars.space[3],
    borderRadius: vars.radii.md,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      danger: { backgroundColor: vars.color.tone.danger.bg, color: vars.color.tone.danger.text },
      warning: { backgroundColor: vars.color.tone.warning.bg, color: vars.color.tone.warning.text },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
      md: {},
    },
  },
});

/** Level with the first line of text, whose height depends on the size. */
export const icon = recipe({
  base: { flexShrink: 0 },
  variants: {
    size: {
      sm: { marginTop: '0.125rem' },
      md: { marginTop: '0.2rem' },
    },
  },
});
