import { globalStyle, style } from '@vanilla-extract/css';
import { dialogSurface, vars } from '../../../tokens';

export const dialog = style({
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  ...dialogSurface,
  borderRadius: vars.radii.lg,
  overflowY: 'auto',
});

// The page behind a modal dialog stays still; a class rule, so a strict CSP has nothing to refuse.
globalStyle(`html:has(${dialog}[open]:modal)`, { overflow: 'hidden' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[4]} 0 ${vars.space[5]}`,
});

export const title = style({
  margin: 0,
  paddingBlockStart: vars.space[2],
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radii.md,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});

export const body = style({
  padding: `${vars.space[3]} ${vars.space[5]} ${vars.space[5]}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  padding: `0 ${vars.space[5]} ${vars.space[5]}`,
});
