import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const failure = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.tone.danger.text,
});
