import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  minWidth: 0,
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  justifyItems: 'start',
  maxWidth: '28rem',
});

export const error = style({ color: vars.color.tone.danger.text, margin: 0 });

export const result = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });

export const created = style({ margin: 0, overflowWrap: 'anywhere' });

export const url = style({ color: vars.color.text.link });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const hints = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const frame = style({
  display: 'block',
  width: '100%',
  maxWidth: '30rem',
  height: '40rem',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.surface.raised,
});

export const messages = style({ display: 'grid', gap: vars.space[2], minWidth: 0 });

export const message = style({
  margin: 0,
  padding: vars.space[3],
  overflowX: 'auto',
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface.raised,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
