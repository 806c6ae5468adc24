import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const resend = style({
  alignSelf: 'center',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  paddingBlock: '0.125rem',
});

export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold });

export const submitted = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.tone.success.bg,
  color: vars.color.text.default,
});
