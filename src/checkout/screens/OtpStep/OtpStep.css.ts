import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface.sunken,
});

export const instructions = style({ margin: 0 });

export const code = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const field = style({});

/** Big digits: the code is copied from an SMS, often on a small screen. */
globalStyle(`${field} input`, {
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
});
