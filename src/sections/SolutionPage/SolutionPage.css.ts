import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const highlights = style({
  margin: 0,
  listStyle: 'none',
  gap: vars.space[4],
});

export const highlight = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  fontWeight: vars.fontWeight.medium,
});

export const highlightIcon = style({
  flexShrink: 0,
  marginTop: '0.125rem',
  color: vars.color.tone.success.text,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[10] });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.action.primary.bg,
  color: vars.color.action.primary.text,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const docs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const docsIcon = style({ flexShrink: 0, color: vars.color.brand.text });

export const docsText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const docsLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  alignSelf: 'flex-start',
  minHeight: '1.5rem',
  fontWeight: vars.fontWeight.semibold,
});
