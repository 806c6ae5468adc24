import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space[2],
  border: '1px solid transparent',
  borderRadius: vars.radii.md,
  backgroundColor: 'transparent',
  color: vars.color.text.link,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  selectors: {
    '&:hover:not([aria-current], [aria-disabled="true"])': {
      backgroundColor: vars.color.action.ghost.bgHover,
      textDecoration: 'underline',
    },
    // The current page is filled, not only coloured.
    '&[aria-current]': {
      backgroundColor: vars.color.action.primary.bg,
      color: vars.color.action.primary.text,
      cursor: 'default',
    },
    '&[aria-disabled="true"]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});

export const gap = style({
  minWidth: '2rem',
  textAlign: 'center',
  color: vars.color.text.muted,
});
