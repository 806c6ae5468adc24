import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  maxWidth: vars.layout.proseMax,
});
