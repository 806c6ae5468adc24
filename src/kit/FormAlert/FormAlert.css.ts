import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.tone.danger.bg,
  color: vars.color.tone.danger.text,
});

export const icon = style({ flexShrink: 0, marginTop: '0.15em' });
