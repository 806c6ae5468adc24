import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** Clears the fixed header (spec 2.1: 4rem). */
export const siteMain = style({
  display: 'block',
  paddingTop: vars.layout.headerHeight,
  minHeight: '70vh',
  scrollMarginTop: vars.layout.headerHeight,
  ':focus': { outline: 'none' },
});

export const skipLink = style({
  position: 'fixed',
  top: vars.space[2],
  left: vars.space[2],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.link,
  boxShadow: vars.shadows.md,
});

/** Holds the header's place while its chunk loads, so nothing shifts when it arrives. */
export const headerPlaceholder = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: vars.layout.headerHeight,
  backgroundColor: vars.color.surface.page,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
