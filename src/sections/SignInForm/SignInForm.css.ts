import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const forgot = style({
  alignSelf: 'flex-end',
  marginTop: `calc(${vars.space[2]} * -1)`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  // Keeps a 24 px target for a one-line text link (WCAG 2.5.8).
  paddingBlock: '0.125rem',
});

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

export const notice = style({
  display: 'flex',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.default,
  // Stays rendered (and so stays a live region) while empty; only the gap it would add is taken back.
  selectors: { '&:empty': { marginBlockStart: `calc(${vars.space[4]} * -1)` } },
});

export const noticeIcon = style({
  flexShrink: 0,
  marginTop: '0.125rem',
  color: vars.color.brand.text,
});
