import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  paddingBlock: vars.space[16],
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
});

export const details = style({
  width: '100%',
  maxWidth: '40rem',
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
