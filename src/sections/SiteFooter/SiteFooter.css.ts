import { style } from '@vanilla-extract/css';
import { vars, media } from '../../../tokens';

export const footer = style({
  marginTop: vars.space[16],
  paddingBlock: vars.space[12],
  backgroundColor: vars.color.surface.sunken,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space[8],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: '1.4fr repeat(4, minmax(0, 1fr))' } },
});

export const brand = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space[3],
  alignContent: 'start',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});

export const columnTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space[3],
});

export const list = style({ fontSize: vars.fontSize.sm });

export const unlinked = style({ color: vars.color.text.muted });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  marginTop: vars.space[10],
  paddingTop: vars.space[6],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const partner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
});
