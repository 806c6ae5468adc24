import { keyframes, style } from '@vanilla-extract/css';
import { vars, media } from '../../../tokens';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const exit = keyframes({
  from: { opacity: 1, transform: 'translateY(0)' },
  to: { opacity: 0, transform: 'translateY(-0.5rem)' },
});

export const root = style({
  position: 'relative',
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

// Tighter from the large breakpoint up to the wide one, where the bar has the least room: the
// bar must fit 1024 px (at the old spacing it needed about 1090), its words never wrap and its
// arrows never shrink.
export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.wide]: { gap: vars.space[1] } },
});

export const item = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '2.5rem',
  paddingInline: vars.space[2],
  border: 0,
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
  selectors: { '&[data-state="open"]': { backgroundColor: vars.color.action.ghost.bgHover } },
  '@media': { [media.wide]: { paddingInline: vars.space[3] } },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.dropdown} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  position: 'absolute',
  top: 'calc(100% + 0.75rem)',
  left: 0,
  zIndex: vars.zIndex.drawer,
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadows.lg,
  '@media': {
    [media.motionOk]: {
      selectors: {
        '&[data-state="open"]': {
          animation: `${enter} ${vars.motion.dropdown} ${vars.motion.easing}`,
        },
        '&[data-state="closed"]': {
          animation: `${exit} ${vars.motion.dropdown} ${vars.motion.easing}`,
        },
      },
    },
  },
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space[4],
  width: '44rem',
});
export const oneColumn = style({ width: '20rem' });

export const entries = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const entriesTwo = style({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });

export const group = style({ display: 'grid', gap: vars.space[1], alignContent: 'start' });

export const groupTitle = style({
  margin: 0,
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.text.muted,
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${vars.space[3]}`,
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
  ':focus-visible': { backgroundColor: vars.color.action.ghost.bgHover },
});

export const entryIcon = style({
  gridRow: 'span 2',
  marginTop: '0.125rem',
  color: vars.color.brand.text,
});
export const entryName = style({ fontWeight: vars.fontWeight.semibold });
export const entryDesc = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const detailsLink = style({ marginTop: 'auto' });

export const detailsTitle = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand.text,
});
