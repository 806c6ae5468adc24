import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const reason = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});
