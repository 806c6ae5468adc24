import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../../tokens';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
});

export const toggle = recipe({
  base,
  variants: {
    hideFrom: {
      desktop: { '@media': { [media.desktop]: { display: 'none' } } },
      wide: { '@media': { [media.wide]: { display: 'none' } } },
    },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${base}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});
