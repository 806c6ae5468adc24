import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[8],
  padding: vars.space[6],
  borderRadius: vars.radii.xl,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadows.sm,
  '@media': {
    [media.tablet]: { padding: vars.space[10] },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'center',
      gap: vars.space[12],
      padding: vars.space[12],
    },
  },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' },
  },
});

/** Lines the button up with the input, below the label, whether or not an error shows under it. */
export const submit = style({
  '@media': {
    [media.tablet]: { marginTop: `calc(${vars.lineHeight.sm} + ${vars.space[1]})` },
  },
});

export const subscribed = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
});
