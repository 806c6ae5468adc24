import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../tokens';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    borderRadius: vars.radii.md,
    border: '1px solid transparent',
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.action.primary.bg,
        color: vars.color.action.primary.text,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            backgroundColor: vars.color.action.primary.bgHover,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.action.secondary.bg,
        color: vars.color.action.secondary.text,
        borderColor: vars.color.action.secondary.border,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            backgroundColor: vars.color.action.secondary.bgHover,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.action.ghost.text,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            backgroundColor: vars.color.action.ghost.bgHover,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.tone.danger.solid,
        color: vars.color.tone.danger.onSolid,
      },
    },
    // Every size keeps a 44 px hit area or more except `sm`, used only inline in dense UI (WCAG 2.5.8 asks 24 px).
    size: {
      sm: { minHeight: '2rem', paddingInline: vars.space[3], fontSize: vars.fontSize.sm },
      md: { minHeight: '2.75rem', paddingInline: vars.space[4], fontSize: vars.fontSize.md },
      lg: { minHeight: '3.25rem', paddingInline: vars.space[6], fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The button and the reason it cannot be used yet, side by side while there is room. */
export const unavailable = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  maxWidth: '100%',
});

export const unavailableFullWidth = style([unavailable, { display: 'flex', width: '100%' }]);
