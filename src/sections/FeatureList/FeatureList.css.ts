import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../../tokens';

export const featureListLayouts = ['stack', 'tiles'] as const;

/** The icon beside the title and text; a tile puts it above them from tablet up. */
export const feature = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '2.75rem minmax(0, 1fr)',
    columnGap: vars.space[4],
    rowGap: vars.space[1],
  },
  variants: {
    layout: {
      stack: {},
      tiles: {
        alignContent: 'start',
        padding: vars.space[5],
        borderRadius: vars.radii.lg,
        backgroundColor: vars.color.surface.raised,
        border: `1px solid ${vars.color.border.subtle}`,
        '@media': {
          [media.tablet]: {
            gridTemplateColumns: 'minmax(0, 1fr)',
            rowGap: vars.space[2],
            padding: vars.space[6],
          },
        },
      },
    },
  },
});

export const icon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    gridRow: '1 / span 2',
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: vars.radii.md,
    backgroundColor: vars.color.brand.subtle,
    color: vars.color.brand.text,
  },
  variants: {
    layout: {
      stack: {},
      tiles: { '@media': { [media.tablet]: { gridRow: 'auto', marginBottom: vars.space[2] } } },
    },
  },
});
