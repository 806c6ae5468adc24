import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  // On paper the receipt is all there is: no buttons.
  '@media': { print: { display: 'none' } },
});

export const status = style({ flexBasis: '100%', margin: 0, color: vars.color.text.muted });
