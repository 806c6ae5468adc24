import { style } from '@vanilla-extract/css';
import { listCaption, media, vars } from '../../../tokens';

export const nav = style({
  display: 'grid',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const title = style({
  display: 'none',
  ...listCaption,
  '@media': { [media.wide]: { display: 'block' } },
});

export const list = style({
  display: 'none',
  gap: '0.125rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderInlineStart: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&[data-open="true"]': { display: 'grid' } },
  '@media': { [media.wide]: { display: 'grid' } },
});

export const link = style({
  display: 'block',
  paddingBlock: vars.space[1],
  paddingInlineStart: vars.space[3],
  marginInlineStart: '-1px',
  borderInlineStart: '2px solid transparent',
  color: vars.color.text.muted,
  textDecoration: 'none',
  ':hover': { color: vars.color.text.default },
  selectors: {
    '&[data-level="3"]': { paddingInlineStart: vars.space[6] },
    '&[aria-current="location"]': {
      color: vars.color.brand.text,
      borderInlineStartColor: vars.color.brand.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
