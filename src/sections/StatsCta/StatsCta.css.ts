import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const stats = style({ width: '100%' });

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  paddingBlock: vars.space[6],
  paddingInline: vars.space[3],
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.surface.raised,
  textAlign: 'center',
});

export const value = style({
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.brand.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.25rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const badgeIcon = style({ color: vars.color.tone.success.text, flexShrink: 0 });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space[3],
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignSelf: 'center' },
  },
});
