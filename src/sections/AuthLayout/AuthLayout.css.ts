import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[6],
  paddingBlock: vars.space[8],
  '@media': { [media.tablet]: { paddingBlock: vars.space[16] } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space[6],
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadows.sm,
  '@media': { [media.tablet]: { padding: vars.space[8] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const footer = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
  textAlign: 'center',
  textWrap: 'pretty',
});

export const after = style({ width: '100%', maxWidth: '28rem' });
