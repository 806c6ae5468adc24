import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const lead = style({ margin: 0 });

export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  borderTop: `1px dashed ${vars.color.border.strong}`,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  paddingBlock: vars.space[2],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const term = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const close = style({ margin: 0, color: vars.color.text.muted });
