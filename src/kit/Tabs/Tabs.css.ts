import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** The row of tabs (or, before the scripts, of links); it scrolls sideways when it does not fit. */
export const list = style({
  display: 'flex',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space[4],
  border: 0,
  borderBottom: '3px solid transparent',
  borderRadius: `${vars.radii.sm} ${vars.radii.sm} 0 0`,
  backgroundColor: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':hover': { color: vars.color.text.default },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  selectors: {
    // The selected tab is marked by its bar and its text colour, not by colour alone.
    '&[aria-selected="true"]': {
      color: vars.color.text.default,
      borderBottomColor: vars.color.brand.bg,
    },
  },
});

export const panel = style({
  borderRadius: vars.radii.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
