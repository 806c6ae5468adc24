import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../../tokens';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  '@media': { print: { minHeight: 'auto', backgroundColor: 'white', color: 'black' } },
});

// On paper (a printed or saved receipt): black on white whatever the theme, no shadows or
// tinted panels that printers drop or smear.
globalStyle(`${frame} *`, {
  '@media': {
    print: {
      color: 'black !important',
      backgroundColor: 'transparent !important',
      boxShadow: 'none !important',
    },
  },
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

export const headerEnd = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
});

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
