import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../tokens';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingInline: vars.space[4],
  paddingBlock: vars.space[3],
  backgroundColor: vars.color.surface.page,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const brand = style({ display: 'inline-flex', alignItems: 'center' });

export const secure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.tone.success.text,
});

/** One column, phone width first; on larger screens it stays a card in the middle. */
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '30rem',
  marginInline: 'auto',
  paddingInline: vars.space[3],
  paddingBlock: vars.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  ':focus': { outline: 'none' },
  '@media': { [media.tablet]: { paddingBlock: vars.space[8] } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingInline: vars.space[4],
  paddingBlock: vars.space[4],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const nowrap = style({ whiteSpace: 'nowrap' });
