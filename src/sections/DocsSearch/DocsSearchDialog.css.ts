import { globalStyle, style } from '@vanilla-extract/css';
import { dialogSurface, listCaption, vars } from '../../../tokens';

export const dialog = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: 'min(36rem, calc(100vh - 4rem))',
  marginBlockStart: '4rem',
  ...dialogSurface,
  borderRadius: vars.radii.xl,
  selectors: { '&[open]': { display: 'flex', flexDirection: 'column' } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  border: 'none',
  backgroundColor: 'transparent',
  fontSize: vars.fontSize.lg,
  ':focus-visible': { outline: 'none' },
  '::placeholder': { color: vars.color.text.muted, opacity: 1 },
});

// The input draws no ring of its own: the bar around it shows focus instead.
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    [`&:has(${input}:focus-visible)`]: { boxShadow: `inset 0 -2px 0 ${vars.color.focusRing}` },
  },
});

export const inputIcon = style({ color: vars.color.text.muted, flexShrink: 0 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radii.md,
  backgroundColor: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover, color: vars.color.text.default },
});

export const results = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space[2],
});

export const group = style({ display: 'grid', gap: '0.125rem', paddingBlockEnd: vars.space[2] });

export const groupTitle = style({
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  ...listCaption,
});

export const option = style({
  display: 'grid',
  gap: '0.125rem',
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.brand.subtle,
      boxShadow: `inset 3px 0 0 ${vars.color.brand.text}`,
    },
  },
});

export const optionTitle = style({ fontWeight: vars.fontWeight.semibold });

export const optionText = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

globalStyle(`${option} mark`, {
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: '2px',
});

export const foot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  paddingInline: vars.space[4],
  paddingBlock: vars.space[2],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.color.text.muted,
});

export const message = style({ padding: vars.space[4], color: vars.color.text.muted });

export const retry = style({
  marginInlineStart: vars.space[2],
  minHeight: '2rem',
  paddingInline: vars.space[2],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.action.secondary.border}`,
  backgroundColor: vars.color.action.secondary.bg,
  cursor: 'pointer',
});
