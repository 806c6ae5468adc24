import { globalStyle, style } from '@vanilla-extract/css';
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
  // The least room is from 1024 px (the menu bar appears) to 1280 px: see DesktopNav's spacing.
  '@media': { [media.desktop]: { gap: vars.space[2] }, [media.wide]: { gap: vars.space[4] } },
});

// Nothing in the bar gives way: its parts keep their size, the spacing is made to fit.
export const logoLink = style({
  flexShrink: 0,
  display: 'inline-flex',
  borderRadius: vars.radii.md,
  textDecoration: 'none',
});

export const end = style({
  flexShrink: 0,
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

// Until the wide breakpoint the buttons give up a little of their padding, like the menu bar.
globalStyle(`${actions} > a`, {
  '@media': {
    [media.desktop]: { paddingInline: vars.space[3] },
    [media.wide]: { paddingInline: vars.space[4] },
  },
});

export const theme = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
});
