import { style } from '@vanilla-extract/css';
import { dialogSurface, media, vars } from '../../../tokens';

// The panel carries its own data-theme, so its surface and text follow the background it shows.
export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[4],
  margin: 0,
  padding: vars.space[6],
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.default,
});

export const figure = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[4],
  margin: 0,
});

export const caption = style({ fontWeight: vars.fontWeight.semibold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
});

const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.action.secondary.border}`,
  backgroundColor: vars.color.action.secondary.bg,
  color: vars.color.action.secondary.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.action.secondary.bgHover },
  selectors: {
    // Until the page's scripts run.
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:disabled:hover': { backgroundColor: vars.color.action.secondary.bg },
  },
});

export const button = control;
export const download = control;

export const dialog = style({
  width: 'min(26rem, calc(100vw - 2rem))',
  ...dialogSurface,
  borderRadius: vars.radii.xl,
});

// The padding lives inside, so a click on it is not taken for a click on the backdrop.
export const dialogBody = style({
  display: 'grid',
  gap: vars.space[4],
  justifyItems: 'center',
  padding: vars.space[3],
  '@media': { [media.tablet]: { padding: vars.space[6] } },
});

export const dialogTitle = style({
  justifySelf: 'stretch',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.bold,
});

export const stage = style({
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.page,
});

export const zoomed = style({ width: 300, height: 300, maxWidth: 'none' });
