import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const done = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.tone.success.bg,
  color: vars.color.text.default,
});
