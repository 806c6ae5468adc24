import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../../tokens';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export const skeletonWidths = ['full', 'threeQuarters', 'half', 'quarter'] as const;

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    backgroundColor: vars.color.border.subtle,
    '@media': {
      // Only for readers who have not asked for less motion; the others see a still shape.
      [media.motionOk]: {
        backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.surface.sunken} 50%, transparent 75%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} 1.6s ${vars.motion.easing} infinite`,
      },
    },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radii.sm, marginBlock: '0.25em' },
      block: { height: '6rem', borderRadius: vars.radii.md },
      circle: { width: '2.5rem', height: '2.5rem', borderRadius: vars.radii.full },
    },
    // A set of widths rather than any length: an inline style would be refused by a strict CSP.
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      quarter: { width: '25%' },
    },
  },
  compoundVariants: [{ variants: { shape: 'circle' }, style: { width: '2.5rem' } }],
  defaultVariants: { shape: 'text', width: 'full' },
});
