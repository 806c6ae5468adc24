import { style } from '@vanilla-extract/css';
import { listCaption, media, vars } from '../../../tokens';

export const nav = style({ display: 'grid', gap: vars.space[2] });

// Collapsed on phones and tablets until opened; always shown beside the page on desktop, spaced
// so that the whole list fits the column of a 1280 × 800 window (704 px high).
export const panel = style({
  display: 'none',
  gap: vars.space[4],
  paddingBlock: vars.space[2],
  selectors: { '&[data-open="true"]': { display: 'grid' } },
  '@media': { [media.desktop]: { display: 'grid' } },
});

export const group = style({ display: 'grid', gap: vars.space[1] });

export const groupTitle = style({
  paddingInline: vars.space[3],
  ...listCaption,
});

export const list = style({
  display: 'grid',
  gap: '0.125rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  // 32 px: above WCAG 2.2's 24 px target size (2.5.8), close enough to fit 15 links.
  minHeight: vars.space[8],
  paddingInline: vars.space[3],
  borderRadius: vars.radii.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand.subtle,
      color: vars.color.brand.text,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.brand.text}`,
    },
  },
});
