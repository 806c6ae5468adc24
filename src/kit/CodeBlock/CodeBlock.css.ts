import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens';
import type { TokenKind } from './highlight';

export const root = style({
  minWidth: 0,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
  fontWeight: vars.fontWeight.medium,
});

export const pre = style({
  margin: 0,
  padding: vars.space[4],
  overflowX: 'auto',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.default,
  tabSize: 2,
  // Rounded like the box around it, rather than clipped by it: a clip redraws unevenly.
  borderEndStartRadius: vars.radii.lg,
  borderEndEndRadius: vars.radii.lg,
  // Focusable so keyboard users can scroll long lines; the ring sits inside the rounded box.
  ':focus-visible': { outlineOffset: '-3px' },
});

// Colours are the theme's text roles, which meet AA on the sunken surface in both themes.
export const token = styleVariants({
  comment: { color: vars.color.text.muted, fontStyle: 'italic' },
  string: { color: vars.color.tone.success.text },
  keyword: { color: vars.color.brand.text, fontWeight: vars.fontWeight.semibold },
  literal: { color: vars.color.accent.text },
  number: { color: vars.color.accent.text },
  property: { color: vars.color.tone.danger.text },
  function: { color: vars.color.text.link },
  variable: { color: vars.color.tone.warning.text },
  tag: { color: vars.color.brand.text },
  attribute: { color: vars.color.tone.danger.text },
} satisfies Record<TokenKind, object>);
