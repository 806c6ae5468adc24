import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const header = style({
  paddingBlock: vars.space[10],
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': { [media.tablet]: { paddingBlock: vars.space[12] } },
});

export const headerInner = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const intro = style({ maxWidth: vars.layout.proseMax });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[10],
  paddingBlock: vars.space[10],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '17rem minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space[12],
      paddingBlock: vars.space[12],
    },
  },
});

// Below the fixed 4rem header, and scrollable on its own when the list is taller than the window.
export const toc = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.surface.sunken,
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space[4]})`,
      maxHeight: `calc(100vh - ${vars.layout.headerHeight} - ${vars.space[8]})`,
      overflowY: 'auto',
    },
  },
});

export const tocList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tocLink = style({
  display: 'flex',
  gap: vars.space[2],
  minHeight: '1.5rem',
  paddingBlock: vars.space[1],
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.link,
  textDecoration: 'none',
  ':hover': { color: vars.color.text.linkHover, textDecoration: 'underline' },
});

export const tocNumber = style({
  flexShrink: 0,
  minWidth: '1.5rem',
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[10],
  maxWidth: vars.layout.proseMax,
  minWidth: 0,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space[4]})`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[6],
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '14rem minmax(0, 1fr)', gap: vars.space[4] },
  },
});

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
