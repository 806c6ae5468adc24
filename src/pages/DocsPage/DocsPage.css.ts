import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const support = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const logos = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// Holds the place of a part still loading, so nothing below it jumps.
export const placeholder = style({ minHeight: '6rem' });
