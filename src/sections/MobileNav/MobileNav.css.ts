import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars, media } from '../../../tokens';

const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  // As the summary of the native menu: no disclosure triangle.
  listStyle: 'none',
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  '@media': { [media.desktop]: { display: 'none' } },
});

/** The menu before the scripts run: a <details> in the header, its summary the button above. */
export const native = style({ '@media': { [media.desktop]: { display: 'none' } } });

/** Its summary says what pressing it does: open the menu, or close it once open. */
export const whenClosed = style({
  display: 'inline-flex',
  selectors: { 'details[open] > summary > &': { display: 'none' } },
});
export const whenOpen = style({
  display: 'inline-flex',
  selectors: { 'details:not([open]) > summary > &': { display: 'none' } },
});

/** The native menu's panel: the drawer's place and look, under the header (which keeps its button). */
export const sheet = style({
  position: 'fixed',
  top: vars.layout.headerHeight,
  bottom: 0,
  insetInlineEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(22rem, 100vw)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadows.lg,
});

export const drawer = style({
  margin: 0,
  marginInlineStart: 'auto',
  padding: 0,
  width: 'min(22rem, 100vw)',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  border: 0,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadows.lg,
  '::backdrop': { backgroundColor: vars.color.surface.overlay },
  '@media': {
    [media.motionOk]: {
      selectors: {
        '&[open]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
      },
    },
  },
});

// The page behind a modal drawer must not scroll under the visitor's finger.
globalStyle('html:has(dialog[data-drawer][open])', { overflow: 'hidden' });

export const panel = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: vars.layout.headerHeight,
  paddingInline: vars.space[4],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const nav = style({ flex: 1, overflowY: 'auto', padding: vars.space[2] });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '3rem',
  paddingInline: vars.space[3],
  border: 0,
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text.default,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  listStyle: 'none',
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal}`,
  selectors: {
    [`${row}[aria-expanded="true"] &, details[open] > ${row} &`]: { transform: 'rotate(180deg)' },
  },
});

export const sublist = style({
  margin: 0,
  padding: `0 0 ${vars.space[2]} ${vars.space[3]}`,
  listStyle: 'none',
});

export const subLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radii.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
});

export const subIcon = style({ color: vars.color.brand.text });

export const actions = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const theme = style({ marginBlockEnd: vars.space[2] });
