import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

/** Room above a heading reached by an anchor, so the sticky bar never hides it. */
export const anchorOffset = '5rem';

export const article = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[10],
  minWidth: 0,
});

export const header = style({ display: 'grid', gap: vars.space[4] });

export const lead = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  color: vars.color.text.muted,
  textWrap: 'pretty',
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  minWidth: 0,
});
export const subsection = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  minWidth: 0,
});

// Only long pages have subsections (the API reference, notifications, Flutter). The body of each
// (all but its heading) is not styled, laid out or painted until the reader scrolls near it: on the
// API reference, the guide's 6,500 px above the first call were laid out before the first paint
// (issue 21). Its content stays in the page for find-in-page, anchors, focus and assistive tech.
// Its height is an estimate until drawn (about the median of the three pages' bodies: 472 px on a
// phone, 292 on a desktop), then remembered; all are drawn once the reader jumps to a heading
// (below). The heading stays out of it: "Sur cette page" reads every heading's position as the
// reader scrolls, and reading a box inside a skipped part makes the browser lay that part out at
// once (five or six parts in one frame on the API reference, 11–25 ms unthrottled). Not a subsection
// holding a call's card: the card is drawn when near on its own, with its own estimate.
// `auto` clips what is drawn past the box, and a focus ring reaches 5 px past its element: the
// padding, taken back by the margin, keeps a ring around a link or a table at the edge whole.
export const bodyDrawnWhenNear = style([
  subsection,
  {
    padding: vars.space[2],
    margin: `calc(-1 * ${vars.space[2]})`,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 500px',
    '@media': { [media.desktop]: { containIntrinsicSize: 'auto 300px' } },
  },
]);

export const heading = style({ scrollMarginTop: anchorOffset });

export const paragraph = style({ textWrap: 'pretty' });

export const list = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[6],
});

export const inlineCode = style({
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  paddingInline: '0.3em',
  paddingBlock: '0.1em',
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});

export const anchorLink = style({
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radii.sm,
  ':hover': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
});

const calloutBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  borderInlineStart: '4px solid',
});

export const callout = styleVariants({
  info: [
    calloutBase,
    { backgroundColor: vars.color.brand.subtle, borderColor: vars.color.brand.text },
  ],
  warning: [
    calloutBase,
    { backgroundColor: vars.color.tone.warning.bg, borderColor: vars.color.tone.warning.text },
  ],
  success: [
    calloutBase,
    { backgroundColor: vars.color.tone.success.bg, borderColor: vars.color.tone.success.text },
  ],
});

export const calloutIcon = styleVariants({
  info: { color: vars.color.brand.text, marginBlockStart: '0.125rem' },
  warning: { color: vars.color.tone.warning.text, marginBlockStart: '0.125rem' },
  success: { color: vars.color.tone.success.text, marginBlockStart: '0.125rem' },
});

export const calloutBody = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  ':focus-visible': { outlineOffset: '2px' },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space[3],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space[3],
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

export const definitions = style({ display: 'grid', gap: vars.space[4], margin: 0 });
export const definitionTerm = style({ fontWeight: vars.fontWeight.semibold });
export const definitionDescription = style({ margin: 0, color: vars.color.text.muted });

export const features = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const feature = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const featureIcon = style({ color: vars.color.brand.text, marginBlockStart: '0.125rem' });
export const featureBody = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[1],
  minWidth: 0,
});
export const featureText = style({ color: vars.color.text.muted });

export const steps = style({
  display: 'grid',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  columnGap: vars.space[3],
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: vars.radii.full,
    backgroundColor: vars.color.brand.subtle,
    color: vars.color.brand.text,
    fontWeight: vars.fontWeight.bold,
  },
});

export const stepBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  minWidth: 0,
});
export const stepTitle = style({
  fontWeight: vars.fontWeight.semibold,
  paddingBlockStart: '0.25rem',
});

export const changes = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const change = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'baseline',
});

// Once the reader jumps to a heading by its hash (`:target`: an in-page link followed without
// scripts or before they run; with them, revealAnchor holds the heading), every part of the
// article skipped off-screen (these subsections, the API reference's cards) is drawn. A jump is
// placed by the heights above it: estimated ones had it land out of sight, and Chrome does not
// correct a jump within the page as it does one on load. Scoped to the article: on
// :root, the :has() cost the API reference 20 ms more style work (unthrottled).
globalStyle(`${article}:has(:target) *`, { contentVisibility: 'visible' });
