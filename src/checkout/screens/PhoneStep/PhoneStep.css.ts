import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

/** Looks like the kit's text inputs, with the calling code fixed at its start. */
export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '3rem',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.tone.danger.text, borderWidth: '2px' },
  },
});

export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space[3],
  backgroundColor: vars.color.surface.sunken,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
});

export const input = style({
  flex: 1,
  minWidth: 0,
  paddingInline: vars.space[3],
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.02em',
  fontVariantNumeric: 'tabular-nums',
  ':focus': { outline: 'none' },
});

export const suggestion = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.accent.subtle,
});

export const suggestionText = style({ margin: 0, color: vars.color.text.default });
