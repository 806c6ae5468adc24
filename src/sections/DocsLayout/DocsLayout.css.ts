import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

const barHeight = '3.5rem';

export const root = style({ minHeight: '100vh', backgroundColor: vars.color.surface.page });

export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
  zIndex: vars.zIndex.overlay,
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadows.md,
});

export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  height: barHeight,
  paddingInline: vars.space[4],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.page,
  '@media': { [media.tablet]: { gap: vars.space[4], paddingInline: vars.space[6] } },
});

export const brand = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  color: vars.color.text.default,
  textDecoration: 'none',
  borderRadius: vars.radii.md,
});

/** Narrower than this, the bar's name, search and back link overflowed a 320 px screen by 25 px. */
const narrow = 'screen and (max-width: 399.98px)';

// On the narrowest phones the mark stands for the name, which screen readers still read.
export const siteName = style({
  '@media': {
    [narrow]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const area = style({
  whiteSpace: 'nowrap',
  paddingInlineStart: vars.space[2],
  borderInlineStart: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.muted,
  fontWeight: vars.fontWeight.medium,
  '@media': { [narrow]: { paddingInlineStart: 0, borderInlineStart: 'none' } },
});

// Closer together on the narrowest phones: with the language switch, the bar overflowed a
// 320 px screen by 3 px.
export const barEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginInlineStart: 'auto',
  '@media': { [narrow]: { gap: vars.space[1] }, [media.tablet]: { gap: vars.space[4] } },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  justifyContent: 'center',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  borderRadius: vars.radii.md,
  ':hover': { color: vars.color.text.default },
});

export const backText = style({
  '@media': {
    [media.belowTablet]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The language switch: the language's name from a tablet up, its code on a phone. */
export const languageLong = style({ '@media': { [media.belowTablet]: { display: 'none' } } });
export const languageShort = style({
  fontWeight: 600,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const hideOnPhone = style({ '@media': { [media.belowTablet]: { display: 'none' } } });

export const body = style({
  display: 'grid',
  gap: vars.space[6],
  width: '100%',
  maxWidth: '90rem',
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[6],
  '@media': {
    [media.tablet]: { paddingInline: vars.space[6] },
    [media.desktop]: {
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"nav toc" "nav main"',
      columnGap: vars.space[10],
      alignItems: 'start',
    },
    [media.wide]: {
      gridTemplateColumns: '15rem minmax(0, 1fr) 13rem',
      gridTemplateAreas: '"nav main toc"',
    },
  },
});

const stickyColumn = {
  position: 'sticky',
  insetBlockStart: `calc(${barHeight} + ${vars.space[6]})`,
  maxHeight: `calc(100vh - ${barHeight} - ${vars.space[10]})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
} as const;

export const sidebar = style({
  '@media': { [media.desktop]: { gridArea: 'nav', ...stickyColumn } },
});

// Below the widest breakpoint the list of headings sits above the page, collapsed.
export const toc = style({
  minWidth: 0,
  '@media': {
    [media.desktop]: { gridArea: 'toc' },
    [media.wide]: stickyColumn,
  },
});

export const main = style({
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[10],
  maxWidth: '48rem',
  outline: 'none',
  '@media': { [media.desktop]: { gridArea: 'main' } },
});
