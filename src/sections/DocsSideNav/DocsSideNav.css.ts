import { style } from '@vanilla-extract/css';
import { listCaption, media, vars } from '../../../tokens';

export const nav = style({ display: 'grid', gap: vars.space[2] });

// Collapsed on phones and tablets until opened; always shown beside the page on desktop, closer
// together there so that the whole list fits the column of a 1280 × 800 window (704 px high).
export const panel = style({
  display: 'none',
  gap: vars.space[6],
  paddingBlock: vars.space[2],
  selectors: { '&[data-open="true"]': { display: 'grid' } },
  '@media': { [media.desktop]: { display: 'grid', gap: vars.space[4] } },
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
  minHeight: '2.25rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radii.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  ':hover': { backgroundColor: vars.color.action.ghost.bgHover },
  // 32 px on a desktop, a pointer's target: above WCAG 2.2's 24 px (2.5.8), and 15 links fit.
  '@media': { [media.desktop]: { minHeight: vars.space[8] } },
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand.subtle,
      color: vars.color.brand.text,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.brand.text}`,
    },
  },
});
