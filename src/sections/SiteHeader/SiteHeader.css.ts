import { style } from '@vanilla-extract/css';
import { vars, media } from '../../../tokens';

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  height: vars.layout.headerHeight,
  backgroundColor: vars.color.surface.page,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  height: '100%',
});

export const logoLink = style({
  display: 'inline-flex',
  borderRadius: vars.radii.md,
  textDecoration: 'none',
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginInlineStart: 'auto',
});

/** Se connecter and Démarrer are hidden on small screens (spec 2.4); the drawer carries them there. */
export const actions = style({
  display: 'none',
  gap: vars.space[2],
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const theme = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
});
