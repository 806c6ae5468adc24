/**
 * Raw scales. Only the themes and the token layer import these; components
 * use the semantic contract in `theme.css.ts` so a hue can change in one place.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  slate: {
    50: '#f6f8fb',
    100: '#eef2f7',
    200: '#dbe2ec',
    300: '#c3ccd9',
    400: '#8f9bb0',
    500: '#64718a',
    600: '#4a5568',
    700: '#334155',
    800: '#1c2638',
    850: '#141d2e',
    900: '#0e1626',
    950: '#080e1a',
  },
  blue: {
    50: '#eef4ff',
    100: '#dbe6ff',
    200: '#bcd1ff',
    300: '#8fb3ff',
    400: '#6b97fa',
    500: '#3d6ff0',
    600: '#2451d6',
    700: '#1c40b0',
    800: '#1b358a',
    900: '#172c6b',
    950: '#0d1a42',
  },
  amber: {
    100: '#fff3d6',
    300: '#ffd166',
    400: '#fbbf24',
    700: '#a3540a',
    800: '#7c3f0b',
    950: '#3b1d04',
  },
  green: {
    100: '#dcf7e6',
    300: '#7fe0a5',
    400: '#4ade80',
    700: '#15753b',
    950: '#062614',
  },
  red: {
    100: '#fde4e4',
    300: '#fca5a5',
    400: '#f87171',
    700: '#b42318',
    950: '#3d0a0a',
  },
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '20px',
  full: '9999px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgb(8 14 26 / 0.08)',
  md: '0 4px 12px rgb(8 14 26 / 0.10)',
  lg: '0 12px 32px rgb(8 14 26 / 0.16)',
} as const;

/** Font sizes with their line heights; `clamp` keeps display sizes readable at 320 px. */
export const typeScale = {
  xs: { fontSize: '0.75rem', lineHeight: '1rem' },
  sm: { fontSize: '0.875rem', lineHeight: '1.25rem' },
  md: { fontSize: '1rem', lineHeight: '1.5rem' },
  lg: { fontSize: '1.125rem', lineHeight: '1.75rem' },
  xl: { fontSize: '1.375rem', lineHeight: '1.875rem' },
  '2xl': { fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 1.875rem)', lineHeight: '1.2' },
  '3xl': { fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)', lineHeight: '1.15' },
  '4xl': { fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)', lineHeight: '1.1' },
} as const;

export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

/** The body's faces without Inter: what the site shows until Inter is in the browser's cache. */
export const bodyFontWithoutInter = "'Inter Fallback', system-ui, sans-serif";

export const fonts = {
  body: `'Inter Variable', ${bodyFontWithoutInter}`,
  mono: "ui-monospace, 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, Consolas, monospace",
} as const;

/** Breakpoints in px: `tablet` is where the hero leaves its compact layout, `desktop` where the header drawer gives way to the menu bar. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;

export const zIndex = {
  base: 0,
  raised: 10,
  header: 100,
  drawer: 200,
  overlay: 300,
  toast: 400,
} as const;

export const motion = {
  fast: '150ms',
  normal: '250ms',
  /** Header dropdown open/close, as the spec sets it. */
  dropdown: '500ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const layout = {
  headerHeight: '4rem',
  containerMax: '72rem',
  proseMax: '42rem',
} as const;
