import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  marginBottom: vars.space[8],
  textAlign: 'center',
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[3],
});

export const marquee = style({
  width: '100%',
  overflow: 'hidden',
  '@media': {
    [media.motionOk]: {
      // Items fade in and out at the edges instead of being cut.
      maskImage: 'linear-gradient(to right, transparent, #000 8%, #000 92%, transparent)',
    },
  },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  '@media': {
    [media.motionOk]: { animation: `${scroll} 40s linear infinite` },
    // Nothing moves: the one list wraps onto as many lines as it needs.
    [media.reducedMotion]: { width: '100%' },
  },
  selectors: {
    // Paused while pointed at or focused (CSS, so it works before the script runs) or by the button.
    [`${root}:hover &, ${root}:focus-within &, ${root}[data-paused="true"] &`]: {
      animationPlayState: 'paused',
    },
  },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  // The trailing gap keeps the seam between the two copies as wide as every other gap.
  paddingRight: vars.space[3],
  listStyle: 'none',
  '@media': {
    [media.reducedMotion]: {
      flexWrap: 'wrap',
      justifyContent: 'center',
      width: '100%',
      paddingRight: 0,
    },
  },
});

export const loopCopy = style({
  '@media': { [media.reducedMotion]: { display: 'none' } },
});

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
  '@media': {
    [media.tablet]: {
      minHeight: '3.25rem',
      paddingInline: vars.space[5],
      fontSize: vars.fontSize.lg,
      lineHeight: vars.lineHeight.lg,
    },
  },
});

export const glyph = style({ flexShrink: 0, color: vars.color.text.muted });

/** Only useful while things move, so it goes away with them. */
export const pause = style({
  '@media': {
    // Scoped under root so it outranks the Button recipe's display, whichever CSS chunk loads last.
    [media.reducedMotion]: { selectors: { [`${root} &`]: { display: 'none' } } },
  },
});
