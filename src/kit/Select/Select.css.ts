import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space[10],
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

/** The arrow, drawn over the select's right edge; a press on it reaches the select. */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[3],
  color: vars.color.text.muted,
  pointerEvents: 'none',
});
