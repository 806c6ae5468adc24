import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import {
  breakpoints,
  fonts,
  fontWeights,
  layout,
  motion,
  radii,
  shadows,
  space,
  typeScale,
  zIndex,
} from './scales';
import { darkColors, lightColors } from './themes';

const colorContract = createThemeContract(lightColors);

/**
 * Colours follow `data-theme` on <html>; light is also the default so a page
 * without the attribute (JavaScript off, first paint) is still styled.
 */
createGlobalTheme(':root, [data-theme="light"]', colorContract, lightColors);
createGlobalTheme('[data-theme="dark"]', colorContract, darkColors);

const scales = createGlobalTheme(':root', {
  space,
  radii,
  shadows,
  font: fonts,
  fontWeight: fontWeights,
  fontSize: Object.fromEntries(Object.entries(typeScale).map(([k, v]) => [k, v.fontSize])) as {
    [K in keyof typeof typeScale]: string;
  },
  lineHeight: Object.fromEntries(Object.entries(typeScale).map(([k, v]) => [k, v.lineHeight])) as {
    [K in keyof typeof typeScale]: string;
  },
  zIndex: Object.fromEntries(Object.entries(zIndex).map(([k, v]) => [k, String(v)])) as {
    [K in keyof typeof zIndex]: string;
  },
  motion,
  layout,
});

/** The one object components read tokens from. */
export const vars = { color: colorContract, ...scales };

/** Media queries for recipes; the same values drive sprinkles' conditions. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const;
