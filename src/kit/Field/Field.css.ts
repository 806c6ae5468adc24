import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const required = style({
  color: vars.color.tone.danger.text,
  marginInlineStart: '0.125rem',
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.tone.danger.text,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

/** Shared by every text-like control so inputs, selects and textareas line up. */
export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  transition: `border-color ${vars.motion.fast}`,
  '::placeholder': { color: vars.color.text.muted, opacity: 1 },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  ':disabled': { opacity: 0.6, cursor: 'not-allowed' },
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.danger.text, borderWidth: '2px' },
  },
});
