import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

/** A window of the console: a title bar, then the kit's components on the page's surface. */
export const frame = style({
  margin: 0,
  minWidth: 0,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.page,
  boxShadow: vars.shadows.lg,
  overflow: 'hidden',
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.color.text.muted,
});

export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  flexShrink: 0,
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.border.strong,
});

export const windowTitle = style({
  marginInlineStart: vars.space[2],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[3],
  '@media': { [media.tablet]: { padding: vars.space[5] } },
});

export const note = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});
