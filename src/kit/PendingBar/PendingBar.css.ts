import { keyframes, style } from '@vanilla-extract/css';
import { vars, media } from '../../../tokens';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.toast,
  backgroundColor: vars.color.brand.subtle,
});

export const bar = style({
  height: '100%',
  width: '40%',
  backgroundColor: vars.color.brand.bg,
  '@media': {
    [media.motionOk]: { animation: `${slide} 1.2s ${vars.motion.easing} infinite` },
    [media.reducedMotion]: { width: '100%' },
  },
});
