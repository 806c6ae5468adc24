import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const country = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  alignItems: 'flex-start',
});

export const message = style({ margin: 0, color: vars.color.text.default });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** The whole row is the target: 3.5 rem high, far above the 44 px of a primary action. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: '3.5rem',
  padding: vars.space[2],
  paddingInlineEnd: vars.space[3],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  cursor: 'pointer',
  selectors: {
    '&[data-checked]': {
      borderColor: vars.color.action.primary.bg,
      boxShadow: `inset 0 0 0 1px ${vars.color.action.primary.bg}`,
      backgroundColor: vars.color.brand.subtle,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const radio = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.action.primary.bg,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text.default });

export const hint = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.tone.danger.text,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

/** The card's tile, the size of a wallet's wordmark, with the card's icon rather than a name. */
export const cardTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '4.5rem',
  height: '2.75rem',
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
});
