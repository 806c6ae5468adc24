import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../../tokens';

export const bandSurfaces = ['page', 'sunken', 'brand'] as const;
export const bandSpacings = ['regular', 'compact'] as const;

export const band = recipe({
  base: {
    // Long words (WooCommerce, adresses email) must never push the page sideways at 320 px.
    overflowWrap: 'anywhere',
    color: vars.color.text.default,
  },
  variants: {
    surface: {
      page: { backgroundColor: vars.color.surface.page },
      sunken: { backgroundColor: vars.color.surface.sunken },
      brand: { backgroundColor: vars.color.brand.subtle },
    },
    spacing: {
      regular: {
        paddingBlock: vars.space[16],
        '@media': { [media.desktop]: { paddingBlock: vars.space[24] } },
      },
      compact: {
        paddingBlock: vars.space[10],
        '@media': { [media.desktop]: { paddingBlock: vars.space[12] } },
      },
    },
  },
  defaultVariants: { surface: 'page', spacing: 'regular' },
});
