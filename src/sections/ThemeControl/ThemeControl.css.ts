import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const group = style({
  display: 'inline-flex',
  padding: '2px',
  gap: '2px',
  margin: 0,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radii.full,
  minWidth: 0,
});

export const labelled = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radii.full,
  color: vars.color.text.muted,
  cursor: 'pointer',
  ':hover': { color: vars.color.text.default, backgroundColor: vars.color.action.ghost.bgHover },
  selectors: {
    '&:has(input:checked)': {
      backgroundColor: vars.color.brand.subtle,
      color: vars.color.brand.text,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
