import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const promise = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  fontWeight: vars.fontWeight.semibold,
});

export const icon = style({
  flexShrink: 0,
  marginTop: '0.125rem',
  color: vars.color.brand.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const term = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
});

export const value = style({
  margin: 0,
  paddingInlineStart: `calc(20px + ${vars.space[2]})`,
  overflowWrap: 'anywhere',
});

export const address = style({ fontStyle: 'normal' });

export const hours = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
});

export const hoursRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const hoursValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
