import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

/** Expiry and code side by side: both short, read together on the card. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space[3],
});

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
  minHeight: vars.lineHeight.sm,
});

export const safety = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const safetyIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

/** Card numbers read in groups: tabular digits keep the groups aligned as they are typed. */
export const digits = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });
