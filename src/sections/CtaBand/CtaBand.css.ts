import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[6],
  padding: vars.space[6],
  borderRadius: vars.radii.xl,
  backgroundColor: vars.color.brand.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
  '@media': { [media.tablet]: { padding: vars.space[12] } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });
