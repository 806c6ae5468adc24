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
    drawing: {
      always: {},
      // Not styled, laid out or painted until the visitor scrolls near (BandsDrawnWhenNear). Its
      // height is an estimate until then (a phone's bands run taller), then remembered.
      whenNear: {
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 900px',
        '@media': { [media.desktop]: { containIntrinsicSize: 'auto 600px' } },
      },
    },
  },
  defaultVariants: { surface: 'page', spacing: 'regular', drawing: 'always' },
});
