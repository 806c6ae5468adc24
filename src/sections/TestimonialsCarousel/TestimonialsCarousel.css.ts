import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const carousel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[8],
  maxWidth: '48rem',
  marginInline: 'auto',
  marginTop: vars.space[10],
  padding: vars.space[6],
  borderRadius: vars.radii.xl,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadows.md,
  '@media': { [media.tablet]: { padding: vars.space[12] } },
});

/** Every slide sits in the same cell, so the block is as tall as the longest quote and the buttons never jump. */
export const slides = style({ display: 'grid', width: '100%' });

export const slide = style({
  gridArea: '1 / 1',
  visibility: 'hidden',
  selectors: {
    '&[data-active]': { visibility: 'visible' },
  },
  '@media': {
    [media.motionOk]: {
      selectors: {
        '&[data-active]': { animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}` },
      },
    },
  },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  height: '100%',
});

export const quote = style({
  position: 'relative',
  margin: 0,
  paddingTop: vars.space[8],
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.medium,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
  },
  // A drawn opening quote mark: decoration, so it lives in CSS and is never read out.
  '::before': {
    content: '"\\201C" / ""',
    position: 'absolute',
    top: '-0.75rem',
    left: '-0.25rem',
    fontSize: '4.5rem',
    lineHeight: 1,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.brand.bg,
    opacity: 0.35,
  },
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  marginTop: 'auto',
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radii.full,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const avatarTone = styleVariants({
  brand: { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.text },
  accent: { backgroundColor: vars.color.accent.subtle, color: vars.color.accent.text },
  success: { backgroundColor: vars.color.tone.success.bg, color: vars.color.tone.success.text },
});

export const name = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const role = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
});

export const control = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  borderRadius: vars.radii.full,
  border: `1px solid ${vars.color.action.secondary.border}`,
  backgroundColor: vars.color.action.secondary.bg,
  color: vars.color.action.secondary.text,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.action.secondary.bgHover },
  selectors: {
    // Until the page's scripts run.
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:disabled:hover': { backgroundColor: vars.color.action.secondary.bg },
  },
});

export const dots = style({ display: 'flex', gap: vars.space[2] });

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.border.strong,
  selectors: {
    '&[data-active]': { width: '1.5rem', backgroundColor: vars.color.brand.bg },
  },
  // Only with motion allowed: even a 0.01 ms transition leaves the buttons at fractional positions for a frame.
  '@media': {
    [media.motionOk]: { transition: `width ${vars.motion.normal} ${vars.motion.easing}` },
  },
});
