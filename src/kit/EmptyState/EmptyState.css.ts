import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  textAlign: 'center',
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.surface.sunken,
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space[3],
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const description = style({
  margin: 0,
  maxWidth: '36rem',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.muted,
});

export const action = style({ marginBlockStart: vars.space[2] });
