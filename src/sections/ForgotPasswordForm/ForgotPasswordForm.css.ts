import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.tone.success.bg,
  color: vars.color.text.default,
});

export const sentTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.tone.success.text,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const back = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  paddingBlock: '0.125rem',
});
