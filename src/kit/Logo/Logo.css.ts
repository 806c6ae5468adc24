import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.text.default,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  letterSpacing: '-0.02em',
  lineHeight: 1,
});

export const mark = style({ flexShrink: 0 });
export const markBg = style({ fill: vars.color.brand.bg });
export const markFg = style({ fill: vars.color.surface.page });
