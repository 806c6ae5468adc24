import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const slots = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  '@media': { [media.tablet]: { gap: vars.space[2] } },
});

// Slots shrink together so seven of them and the separator fit a 320 px screen (each stays above 24 px).
export const slot = style({
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: '3rem',
  height: '3.25rem',
  padding: 0,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  caretColor: vars.color.focusRing,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  ':disabled': { opacity: 0.6, cursor: 'not-allowed' },
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.danger.text, borderWidth: '2px' },
  },
});

export const separator = style({
  flex: '0 0 auto',
  width: '0.75rem',
  height: '2px',
  marginInline: vars.space[1],
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.text.muted,
});
