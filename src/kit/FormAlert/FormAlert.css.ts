import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens';

export const formAlertTones = ['danger', 'success'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    margin: 0,
    padding: vars.space[3],
    borderRadius: vars.radii.md,
  },
  variants: {
    tone: {
      danger: { backgroundColor: vars.color.tone.danger.bg, color: vars.color.tone.danger.text },
      success: { backgroundColor: vars.color.tone.success.bg, color: vars.color.text.default },
    },
  },
  defaultVariants: { tone: 'danger' },
});

export const icon = style({ flexShrink: 0, marginTop: '0.15em' });
