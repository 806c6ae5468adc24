import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const card = style({ height: '100%' });

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: vars.space[2],
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
});

export const text = style({ flexGrow: 1 });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.link,
});
