import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const social = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.text.muted,
  '::before': { content: '""', flex: 1, height: '1px', backgroundColor: vars.color.border.subtle },
  '::after': { content: '""', flex: 1, height: '1px', backgroundColor: vars.color.border.subtle },
});

export const providers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space[3],
});

export const reason = style({
  display: 'flex',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.default,
});

export const reasonIcon = style({
  flexShrink: 0,
  marginTop: '0.125rem',
  color: vars.color.brand.text,
});
