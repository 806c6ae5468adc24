import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[8],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gap: vars.space[16],
      alignItems: 'start',
    },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[6],
});

export const root = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  width: '100%',
  minHeight: '3.5rem',
  paddingBlock: vars.space[5],
  paddingInline: 0,
  border: 0,
  background: 'none',
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  cursor: 'pointer',
  // As the summary of a native entry: no disclosure triangle.
  listStyle: 'none',
  ':hover': { color: vars.color.brand.text },
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** The question of a native entry, a heading inside its summary: the trigger's type, not a heading's. */
export const nativeQuestion = style({ margin: 0, font: 'inherit', color: 'inherit' });

export const chevron = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  '@media': {
    [media.motionOk]: { transition: `transform ${vars.motion.normal} ${vars.motion.easing}` },
  },
  selectors: {
    [`${trigger}[data-state="open"] &, details[open] > ${trigger} &`]: {
      transform: 'rotate(180deg)',
      backgroundColor: vars.color.brand.subtle,
      color: vars.color.brand.text,
    },
  },
});

export const content = style({
  overflow: 'hidden',
  '@media': {
    [media.motionOk]: {
      selectors: {
        '&[data-state="open"]': {
          animation: `${open} ${vars.motion.normal} ${vars.motion.easing}`,
        },
        '&[data-state="closed"]': {
          animation: `${close} ${vars.motion.normal} ${vars.motion.easing}`,
        },
      },
    },
  },
});

export const answer = style({
  paddingBottom: vars.space[6],
  paddingRight: vars.space[10],
  color: vars.color.text.muted,
  maxWidth: '44rem',
});
