import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[10] });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const plan = style({
  gap: vars.space[4],
  selectors: {
    '&[data-featured]': { border: `2px solid ${vars.color.action.primary.bg}` },
  },
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2] });

export const check = style({
  flexShrink: 0,
  marginTop: '0.125rem',
  color: vars.color.tone.success.text,
});

// Pushes the button to the bottom so both cards line their actions up.
export const action = style({ marginTop: 'auto', paddingTop: vars.space[2] });
