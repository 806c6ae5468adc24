import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const countries = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const country = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
});
