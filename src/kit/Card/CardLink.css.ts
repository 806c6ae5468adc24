import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': { outline: 'none' },
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radii.lg },
  ':hover': { textDecoration: 'underline' },
});
