import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[10],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space[16] },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[3]} ${vars.space[6]}`,
});

export const preview = style({
  minWidth: 0,
  // On the left from desktop up so the reading order (text first) stays the visual order on phones.
  '@media': { [media.desktop]: { order: -1 } },
});

export const plugins = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  marginTop: vars.space[12],
  paddingTop: vars.space[10],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': { [media.desktop]: { marginTop: vars.space[16] } },
});

export const pluginList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[4] },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const plugin = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: '6.5rem',
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'center',
});

export const pluginMark = style({ flexShrink: 0 });

export const pluginName = style({
  display: 'block',
  overflowWrap: 'normal',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  lineHeight: vars.lineHeight.sm,
});

export const pluginKind = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  color: vars.color.text.muted,
});

// Paints for the plugins' monograms, from the theme so they follow light and dark.
export const paint = {
  markFrame: style({ fill: vars.color.surface.sunken, stroke: vars.color.border.strong }),
  markText: style({ fill: vars.color.text.default, fontFamily: vars.font.body }),
};
