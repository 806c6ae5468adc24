import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const intro = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    maxWidth: '44rem',
  },
  variants: {
    align: {
      start: { alignItems: 'flex-start', textAlign: 'start' },
      center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.brand.text,
});
