import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const wrapper = style({ position: 'relative', display: 'flex' });

export const input = style({ paddingInlineEnd: '3.25rem' });

export const toggle = style({
  position: 'absolute',
  insetBlock: '2px',
  insetInlineEnd: '2px',
  width: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  ':hover': { color: vars.color.text.default, backgroundColor: vars.color.action.ghost.bgHover },
});
