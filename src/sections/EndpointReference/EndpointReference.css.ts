import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  minWidth: 0,
  padding: vars.space[4],
  borderRadius: vars.radii.xl,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  // The API reference holds 12 cards, 31,000 px tall on a phone: laying them all out made its
  // first paint's longest task. Off-screen cards are skipped until scrolled near; their height
  // is estimated until then, then remembered. A docs article draws every card once the reader
  // jumps to a heading (DocsArticle.css.ts).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 2500px',
});

export const part = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  minWidth: 0,
});

export const muted = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const notes = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: vars.space[5],
  color: vars.color.text.muted,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space[2],
  paddingInline: vars.space[3],
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surface.sunken,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });

/** Rounded, but never a scroll box: stacked on a phone, these tables fit any width. */
export const stackedWrap = style({
  overflow: 'clip',
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
});

const phone = media.belowTablet;

// On a phone each row is stacked: the field's or header's name, then (fields) its type and
// whether it is required, then its meaning or value across the whole width. Four columns in
// 254 px made 100–200 px tall rows, in a box scrolling sideways.
export const stackedHead = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const stackedRow = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: vars.space[4],
      rowGap: vars.space[1],
      padding: vars.space[3],
      borderBottom: `1px solid ${vars.color.border.subtle}`,
      selectors: { '&:last-child': { borderBottom: 'none' } },
    },
  },
});
globalStyle(`${table} ${stackedRow} > *`, {
  '@media': { [phone]: { display: 'block', padding: 0, borderBottom: 'none' } },
});
export const stackedTable = style({ '@media': { [phone]: { display: 'block' } } });
export const stackedBody = style({ '@media': { [phone]: { display: 'block' } } });

export const rowName = style({ '@media': { [phone]: { gridColumn: '1 / -1' } } });
export const fieldType = style({ '@media': { [phone]: { color: vars.color.text.muted } } });
export const fieldRequired = style({ '@media': { [phone]: { color: vars.color.text.muted } } });
export const rowWide = style({ '@media': { [phone]: { gridColumn: '1 / -1' } } });

export const cellLabel = style({
  display: 'none',
  '@media': { [phone]: { display: 'inline' } },
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  overflowWrap: 'anywhere',
});

export const fieldName = style({
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  // A long name (payOutMassList[].paiement_method) breaks rather than widen a phone's page.
  '@media': { [media.belowTablet]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

export const errors = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const error = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'baseline',
});

export const status = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.danger.text,
});

export const tryIt = style({ justifySelf: 'start' });
