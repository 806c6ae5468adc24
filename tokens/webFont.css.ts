import { globalFontFace } from '@vanilla-extract/css';
import { inter } from './webFont';

// The face in CSS, for Storybook (.storybook/preview.tsx: stories are seen, and screenshot, in
// Inter) and for @yonnee/kit's stylesheet (packages/kit/src/index.ts). The site declares it with
// `optional` and names it only once the browser has the file (src/lib/interOnceCached.css.ts).
globalFontFace(`'${inter.family}'`, {
  src: `url(${inter.url}) format('woff2-variations'), url(${inter.url}) format('woff2')`,
  fontWeight: inter.weight,
  fontStyle: inter.style,
  fontDisplay: 'swap',
  unicodeRange: inter.unicodeRange,
});
