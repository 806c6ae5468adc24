import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from '../../../tokens';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: '100%',
  maxWidth: '26rem',
  margin: 0,
  padding: vars.space[4],
  listStyle: 'none',
  outline: 'none',
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"title close" "description close" "action close"',
  alignItems: 'start',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': {
      transform: 'translateX(0)',
      transition: `transform ${vars.motion.normal}`,
    },
    // Past the threshold the toast stays where the finger left it while it closes, instead of jumping back.
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
  '@media': {
    [media.motionOk]: {
      selectors: {
        '&[data-state="open"]': {
          animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
        },
        '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
      },
    },
  },
});

export const tone = styleVariants({
  default: { backgroundColor: vars.color.surface.raised, color: vars.color.text.default },
  destructive: {
    backgroundColor: vars.color.tone.danger.bg,
    color: vars.color.tone.danger.text,
    borderColor: vars.color.tone.danger.text,
  },
});

export const title = style({ gridArea: 'title', fontWeight: vars.fontWeight.semibold });
export const description = style({
  gridArea: 'description',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
export const action = style({ gridArea: 'action', justifySelf: 'start', marginTop: vars.space[2] });

export const close = style({
  gridArea: 'close',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
});
