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
