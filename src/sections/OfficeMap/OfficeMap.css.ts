import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const figure = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  minWidth: 0,
});

export const map = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const ocean = style({ fill: vars.color.brand.subtle });
export const land = style({ fill: vars.color.surface.raised });
export const coast = style({
  fill: 'none',
  stroke: vars.color.border.strong,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});
export const road = style({
  fill: 'none',
  stroke: vars.color.accent.bg,
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const minorRoad = style({
  fill: 'none',
  stroke: vars.color.border.subtle,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
});
export const island = style({
  fill: vars.color.surface.raised,
  stroke: vars.color.border.strong,
  strokeWidth: 1.5,
});
export const label = style({
  fill: vars.color.text.muted,
  fontSize: 11,
  fontFamily: vars.font.body,
});
export const seaLabel = style({
  fill: vars.color.brand.text,
  fontSize: 12,
  fontStyle: 'italic',
  fontFamily: vars.font.body,
});
export const officeLabel = style({
  fill: vars.color.text.default,
  fontSize: 12,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.font.body,
});
export const pin = style({ fill: vars.color.tone.danger.solid });
export const pinDot = style({ fill: vars.color.tone.danger.onSolid });

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const address = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  fontStyle: 'normal',
});

export const icon = style({
  flexShrink: 0,
  color: vars.color.brand.text,
  marginBlockStart: '0.125rem',
});

export const external = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });
