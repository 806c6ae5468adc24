import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[10],
  paddingBlock: vars.space[8],
  '@media': { [media.tablet]: { paddingBlock: vars.space[12] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.surface.sunken,
});

export const summaryList = style({
  margin: 0,
  paddingInlineStart: vars.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

// In-page anchors are plain <a>: the browser scrolls to the section and moves focus there itself.
export const anchor = style({
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radii.sm,
  ':hover': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

// The fixed site header (4rem) would hide a heading reached through an anchor.
export const sectionTitle = style({
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space[4]})`,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

globalStyle(`${list} > li::marker`, { color: vars.color.text.muted });

export const tableRegion = style({
  overflowX: 'auto',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.subtle}`,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const table = style({
  width: '100%',
  minWidth: '40rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  textAlign: 'start',
});

export const caption = style({
  padding: vars.space[3],
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space[3],
  verticalAlign: 'top',
  textAlign: 'start',
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

globalStyle(`${table} thead th`, { backgroundColor: vars.color.surface.sunken });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  overflowWrap: 'anywhere',
});
