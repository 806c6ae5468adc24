import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const hero = style({
  overflowWrap: 'anywhere',
  paddingBlock: `${vars.space[10]} ${vars.space[12]}`,
  // A soft brand glow from the top corner; plain page colour underneath keeps text contrast intact.
  backgroundColor: vars.color.surface.page,
  backgroundImage: `radial-gradient(ellipse 70% 60% at 100% 0%, ${vars.color.brand.subtle}, transparent 70%)`,
  '@media': {
    [media.tablet]: { paddingBlock: vars.space[16] },
    [media.desktop]: { paddingBlock: `${vars.space[20]} ${vars.space[24]}` },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[10],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) clamp(15rem, 32vw, 24rem)' },
    [media.desktop]: { gap: vars.space[16] },
  },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[5],
  '@media': { [media.tablet]: { gap: vars.space[6] } },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const title = style({
  maxWidth: '20ch',
});

export const subtitle = style({
  maxWidth: '38rem',
});

/** Compact layout under 768 px: the two buttons stack at full width, the easiest target for a thumb. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space[3],
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignSelf: 'flex-start' },
  },
});

export const action = style({
  width: '100%',
  '@media': { [media.tablet]: { width: 'auto' } },
});

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const highlight = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const highlightIcon = style({ color: vars.color.tone.success.text, flexShrink: 0 });

/** The illustration is decoration: left out of the compact layout so the buttons stay above the fold. */
export const art = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block', width: '100%', height: 'auto' } },
});

// Illustration paints, from the theme so the drawing follows light and dark.
export const paint = {
  device: style({
    fill: vars.color.surface.raised,
    stroke: vars.color.border.strong,
    strokeWidth: 1.5,
  }),
  screen: style({ fill: vars.color.surface.sunken }),
  card: style({ fill: vars.color.surface.raised, stroke: vars.color.border.subtle }),
  selected: style({ fill: vars.color.surface.raised, stroke: vars.color.brand.bg, strokeWidth: 2 }),
  shadow: style({ fill: vars.color.text.default, opacity: 0.08 }),
  brand: style({ fill: vars.color.brand.bg }),
  brandSoft: style({ fill: vars.color.brand.subtle }),
  accent: style({ fill: vars.color.accent.bg }),
  accentSoft: style({ fill: vars.color.accent.subtle }),
  success: style({ fill: vars.color.tone.success.text }),
  successSoft: style({ fill: vars.color.tone.success.bg }),
  muted: style({ fill: vars.color.border.strong }),
  line: style({ fill: vars.color.border.subtle }),
  onBrand: style({ fill: vars.color.action.primary.text }),
  button: style({ fill: vars.color.action.primary.bg }),
  text: style({ fill: vars.color.text.default, fontFamily: vars.font.body }),
  textMuted: style({ fill: vars.color.text.muted, fontFamily: vars.font.body }),
  textSuccess: style({ fill: vars.color.tone.success.text, fontFamily: vars.font.body }),
  check: style({
    fill: 'none',
    stroke: vars.color.tone.success.text,
    strokeWidth: 2.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }),
  tick: style({
    fill: 'none',
    stroke: vars.color.action.primary.text,
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }),
};
