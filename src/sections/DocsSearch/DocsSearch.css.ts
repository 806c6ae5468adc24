import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  justifyContent: 'center',
  paddingInline: vars.space[3],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':hover': { color: vars.color.text.default, backgroundColor: vars.color.action.ghost.bgHover },
  selectors: {
    // Until the page's scripts run.
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:disabled:hover': {
      color: vars.color.text.muted,
      backgroundColor: vars.color.surface.raised,
    },
  },
  '@media': { [media.tablet]: { minWidth: '14rem', justifyContent: 'flex-start' } },
});

export const triggerLabel = style({
  '@media': {
    [media.belowTablet]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const kbd = style({
  marginInlineStart: 'auto',
  paddingInline: vars.space[1],
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  '@media': { [media.belowTablet]: { display: 'none' } },
});
