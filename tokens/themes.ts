import { palette as p } from './scales';

/**
 * Semantic colour roles. Names say the role, never the hue, so the dark theme
 * can swap every value without a component noticing.
 */
export type ColorRoles = {
  surface: { page: string; raised: string; sunken: string; inverse: string; overlay: string };
  text: { default: string; muted: string; inverse: string; link: string; linkHover: string };
  action: {
    primary: { bg: string; bgHover: string; text: string };
    secondary: { bg: string; bgHover: string; text: string; border: string };
    ghost: { bgHover: string; text: string };
  };
  brand: { bg: string; text: string; subtle: string };
  accent: { bg: string; text: string; subtle: string };
  tone: {
    success: { text: string; bg: string };
    warning: { text: string; bg: string };
    danger: { text: string; bg: string; solid: string; onSolid: string };
  };
  border: { subtle: string; strong: string };
  focusRing: string;
};

export const lightColors: ColorRoles = {
  surface: {
    page: p.white,
    raised: p.white,
    sunken: p.slate[50],
    inverse: p.slate[900],
    overlay: 'rgb(8 14 26 / 0.55)',
  },
  text: {
    default: p.slate[900],
    muted: p.slate[600],
    inverse: p.white,
    link: p.blue[600],
    linkHover: p.blue[800],
  },
  action: {
    primary: { bg: p.blue[600], bgHover: p.blue[700], text: p.white },
    secondary: { bg: p.white, bgHover: p.slate[100], text: p.slate[900], border: p.slate[500] },
    ghost: { bgHover: p.slate[100], text: p.slate[900] },
  },
  brand: { bg: p.blue[600], text: p.blue[700], subtle: p.blue[50] },
  accent: { bg: p.amber[400], text: p.amber[800], subtle: p.amber[100] },
  tone: {
    success: { text: p.green[700], bg: p.green[100] },
    warning: { text: p.amber[800], bg: p.amber[100] },
    danger: { text: p.red[700], bg: p.red[100], solid: p.red[700], onSolid: p.white },
  },
  border: { subtle: p.slate[200], strong: p.slate[500] },
  focusRing: p.blue[600],
};

export const darkColors: ColorRoles = {
  surface: {
    page: p.slate[950],
    raised: p.slate[850],
    sunken: p.slate[900],
    inverse: p.slate[50],
    overlay: 'rgb(0 0 0 / 0.7)',
  },
  text: {
    default: p.slate[100],
    muted: p.slate[400],
    inverse: p.slate[950],
    link: p.blue[300],
    linkHover: p.blue[200],
  },
  action: {
    primary: { bg: p.blue[300], bgHover: p.blue[200], text: p.slate[950] },
    secondary: {
      bg: p.slate[850],
      bgHover: p.slate[800],
      text: p.slate[100],
      border: p.slate[400],
    },
    ghost: { bgHover: p.slate[800], text: p.slate[100] },
  },
  brand: { bg: p.blue[300], text: p.blue[300], subtle: p.blue[950] },
  accent: { bg: p.amber[300], text: p.amber[300], subtle: p.amber[950] },
  tone: {
    success: { text: p.green[300], bg: p.green[950] },
    warning: { text: p.amber[300], bg: p.amber[950] },
    danger: { text: p.red[300], bg: p.red[950], solid: p.red[300], onSolid: p.slate[950] },
  },
  border: { subtle: p.slate[800], strong: p.slate[400] },
  focusRing: p.blue[300],
};

export const themes = { light: lightColors, dark: darkColors } as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];
