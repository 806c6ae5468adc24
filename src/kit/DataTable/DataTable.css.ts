import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

/** Below a tablet's width each row becomes a card of label/value lines: no sideways scroll on a phone. */
const stacked = media.belowTablet;

export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radii.md,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.default,
  '@media': { [stacked]: { display: 'block' } },
});

export const caption = style({
  paddingBlockEnd: vars.space[3],
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [stacked]: { display: 'block' } },
});

// Stacked, the column headers leave the view but stay in the table for assistive tech; a
// keyboard user reaching a sort button brings them back.
export const head = style({
  '@media': {
    [stacked]: {
      display: 'block',
      selectors: {
        '&:not(:focus-within)': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0, 0, 0, 0)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});

export const body = style({ '@media': { [stacked]: { display: 'block' } } });

export const row = style({
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [stacked]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space[2],
      padding: vars.space[3],
      marginBlockEnd: vars.space[3],
      border: `1px solid ${vars.color.border.subtle}`,
      borderRadius: vars.radii.md,
      backgroundColor: vars.color.surface.raised,
    },
  },
});

export const headerRow = style({
  borderBottom: `2px solid ${vars.color.border.strong}`,
  '@media': { [stacked]: { display: 'flex', flexWrap: 'wrap', gap: vars.space[2] } },
});

export const columnHeader = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  '@media': { [stacked]: { display: 'block' } },
});

export const cell = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.regular,
  // A value on one line (a date, a reference) reads better; a table too wide for that scrolls.
  whiteSpace: 'nowrap',
  '@media': {
    [stacked]: {
      whiteSpace: 'normal',
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 40%) 1fr',
      gap: vars.space[3],
      padding: 0,
    },
  },
});

export const end = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [stacked]: { textAlign: 'start' } },
});

export const emptyCell = style({
  padding: vars.space[6],
  '@media': { [stacked]: { display: 'block', padding: vars.space[3] } },
});

/** The column's name beside each value, shown only when stacked (the headers say it otherwise). */
export const cellLabel = style({
  display: 'none',
  color: vars.color.text.muted,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [stacked]: { display: 'block' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  justifyContent: 'flex-end',
  '@media': { [stacked]: { justifyContent: 'flex-start' } },
});

// No negative margin to line its text up with the cells': the column would be sized without it
// and a narrow one would lose the arrows.
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '2rem',
  marginBlock: `calc(${vars.space[1]} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radii.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

// Its own width: the global rule gives SVGs `max-width: 100%`, with which they count for nothing
// when a table too wide for its box sizes its columns to their narrowest, and the arrows vanish.
export const sortIcon = style({
  display: 'inline-flex',
  flexDirection: 'column',
  flexShrink: 0,
  width: '1rem',
  color: vars.color.text.muted,
  selectors: { '[aria-sort] &': { color: vars.color.text.default } },
});

export const up = style({ transform: 'rotate(180deg)' });

/** Unsorted, both chevrons show, drawn closer together. */
export const pair = style({ selectors: { '& + &': { marginBlockStart: '-0.5rem' } } });
