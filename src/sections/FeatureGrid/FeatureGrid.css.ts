import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[10] });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
});
