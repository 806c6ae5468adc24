import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens';

export const cardVariants = ['outlined', 'elevated', 'sunken'] as const;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    padding: vars.space[6],
    borderRadius: vars.radii.lg,
    color: vars.color.text.default,
  },
  variants: {
    variant: {
      outlined: {
        backgroundColor: vars.color.surface.raised,
        border: `1px solid ${vars.color.border.subtle}`,
      },
      elevated: { backgroundColor: vars.color.surface.raised, boxShadow: vars.shadows.md },
      sunken: { backgroundColor: vars.color.surface.sunken },
    },
    // A card whose whole surface follows its one link: the link's ::after covers the card.
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.fast}`,
        ':hover': { boxShadow: vars.shadows.lg },
        ':focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      },
    },
  },
  defaultVariants: { variant: 'outlined' },
});
