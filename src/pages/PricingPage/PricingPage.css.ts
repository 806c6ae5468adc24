import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const simulator = style({
  paddingTop: vars.space[12],
  '@media': { [media.tablet]: { paddingTop: vars.space[16] } },
});
