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

/** What the server did with a sign-in posted without JavaScript. */
export const notice = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.default,
});

export const noticeIcon = style({
  flexShrink: 0,
  marginTop: '0.125rem',
  color: vars.color.brand.text,
});
