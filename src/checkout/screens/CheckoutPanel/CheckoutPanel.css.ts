import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../tokens';

export const panelTones = ['neutral', 'success', 'danger', 'warning'] as const;

export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    padding: vars.space[4],
    borderRadius: vars.radii.lg,
    backgroundColor: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderTopWidth: '4px',
  },
  variants: {
    tone: {
      neutral: { borderTopColor: vars.color.brand.bg },
      success: { borderTopColor: vars.color.tone.success.text },
      danger: { borderTopColor: vars.color.tone.danger.text },
      warning: { borderTopColor: vars.color.tone.warning.text },
    },
  },
});

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const icon = recipe({
  base: { marginBottom: vars.space[1] },
  variants: {
    tone: {
      neutral: { color: vars.color.brand.text },
      success: { color: vars.color.tone.success.text },
      danger: { color: vars.color.tone.danger.text },
      warning: { color: vars.color.tone.warning.text },
    },
  },
});

export const progress = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
  ':focus': { outline: 'none' },
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
