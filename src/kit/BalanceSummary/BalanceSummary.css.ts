import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space[4],
  margin: 0,
});

// The available balance spans the row: it is what a merchant opens the screen for.
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const main = style({ gridColumn: '1 / -1' });

export const term = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const mainValue = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight['2xl'],
  fontWeight: vars.fontWeight.bold,
});
