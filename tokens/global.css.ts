import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Metric overrides make the local fallback occupy Inter's box, so a page drawn in this face (the
// site's until Inter is in the browser's cache, src/lib/interOnceCached.css.ts) and one drawn in
// Inter set text in the same place.
globalFontFace("'Inter Fallback'", {
  src: "local('Arial'), local('Liberation Sans'), local('Helvetica')",
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
globalStyle('html[data-theme="dark"]', { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Motion is decoration here: people who ask for less get none.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
