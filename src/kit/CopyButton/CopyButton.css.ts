import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '2rem',
  minWidth: '5.5rem',
  justifyContent: 'center',
  paddingInline: vars.space[2],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.action.secondary.border}`,
  backgroundColor: vars.color.action.secondary.bg,
  color: vars.color.action.secondary.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.action.secondary.bgHover },
  selectors: {
    // Until the page's scripts run.
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:disabled:hover': { backgroundColor: vars.color.action.secondary.bg },
    '&[data-state="copied"]': {
      color: vars.color.tone.success.text,
      borderColor: vars.color.tone.success.text,
    },
    '&[data-state="failed"]': {
      color: vars.color.tone.danger.text,
      borderColor: vars.color.tone.danger.text,
    },
  },
});
