import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  minWidth: 0,
});

export const tablist = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const tab = style({
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  marginBlockEnd: '-1px',
  border: 'none',
  borderBottom: '2px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  borderRadius: `${vars.radii.md} ${vars.radii.md} 0 0`,
  ':hover': { color: vars.color.text.default, backgroundColor: vars.color.action.ghost.bgHover },
  selectors: {
    // Until the page's scripts run.
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:disabled:hover': { backgroundColor: 'transparent' },
    '&[aria-selected="true"]': {
      color: vars.color.brand.text,
      borderBottomColor: vars.color.brand.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
