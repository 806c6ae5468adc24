import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * The raised panel a modal dialog draws over the page (the kit's Dialog, the docs' search, the
 * logo's zoom): one surface, one shadow, one backdrop. Each dialog adds its size and corners.
 */
export const dialogSurface = {
  padding: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadows.lg,
  '::backdrop': { backgroundColor: vars.color.surface.overlay },
} satisfies StyleRule;
