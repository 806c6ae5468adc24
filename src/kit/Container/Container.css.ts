import { recipe } from '@vanilla-extract/recipes';
import { vars, media } from '../../../tokens';

export const containerWidths = ['page', 'prose'] as const;

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space[4],
    '@media': { [media.tablet]: { paddingInline: vars.space[6] } },
  },
  variants: {
    width: {
      page: { maxWidth: vars.layout.containerMax },
      prose: { maxWidth: vars.layout.proseMax },
    },
  },
  defaultVariants: { width: 'page' },
});
