import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[4],
  minHeight: '50vh',
  paddingBlock: vars.space[16],
  textAlign: 'center',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
});
