import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const wrap = style({
  overflowX: 'auto',
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const table = style({
  width: '100%',
  minWidth: '40rem',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space[3],
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space[3],
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });

export const modeHeader = style({
  backgroundColor: vars.color.surface.sunken,
  fontWeight: vars.fontWeight.semibold,
});

// The criterion stays in view while a phone scrolls the modes sideways.
export const criterion = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  width: '9rem',
  backgroundColor: vars.color.surface.sunken,
  fontWeight: vars.fontWeight.semibold,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
});

export const corner = style([criterion, { color: vars.color.text.muted }]);

export const modeLink = style({
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.text.linkHover },
});
