import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  margin: 0,
  marginTop: vars.space[10],
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[6] },
    [media.desktop]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      marginTop: vars.space[12],
    },
  },
});

export const card = style({ height: '100%' });

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: vars.space[2],
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
});

export const text = style({ flexGrow: 1 });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.link,
});
