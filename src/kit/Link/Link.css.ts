import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens';

export const linkTones = ['default', 'muted', 'inherit'] as const;

export const link = recipe({
  base: {
    borderRadius: vars.radii.sm,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    ':hover': { textDecorationThickness: '2px' },
  },
  variants: {
    tone: {
      default: { color: vars.color.text.link, ':hover': { color: vars.color.text.linkHover } },
      muted: { color: vars.color.text.muted, ':hover': { color: vars.color.text.default } },
      inherit: { color: 'inherit' },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: { textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
    },
  },
  defaultVariants: { tone: 'default', underline: 'always' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
