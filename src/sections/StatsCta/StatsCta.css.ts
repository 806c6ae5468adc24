import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[10],
  '@media': { [media.desktop]: { gap: vars.space[12] } },
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  width: '100%',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space[6] },
  },
});

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

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
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
