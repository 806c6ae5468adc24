import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[8],
  alignItems: 'center',
  selectors: {
    '&[data-aside]': {
      '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  minWidth: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });
