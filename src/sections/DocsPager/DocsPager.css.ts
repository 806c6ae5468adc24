import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const nav = style({
  display: 'grid',
  gap: vars.space[3],
  paddingBlockStart: vars.space[8],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const link = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.default,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand.text, backgroundColor: vars.color.brand.subtle },
});

export const next = style({ textAlign: 'end', '@media': { [media.tablet]: { gridColumn: 2 } } });

export const direction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
  selectors: { [`${next} &`]: { justifyContent: 'flex-end' } },
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.link,
});
