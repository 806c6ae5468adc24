import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const instructions = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface.sunken,
  fontWeight: vars.fontWeight.medium,
});

export const waiting = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const text = style({ margin: 0, color: vars.color.text.muted });
