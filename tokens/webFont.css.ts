import { globalFontFace } from '@vanilla-extract/css';
import { inter } from './webFont';

// Storybook's face (.storybook/preview.tsx) and @yonnee/kit's (packages/kit/src/index.ts): shown, and screenshot, in Inter. The
// site declares it from its scripts instead (loadInter in ./webFont.ts).
globalFontFace(`'${inter.family}'`, {
  src: `url(${inter.url}) format('woff2-variations'), url(${inter.url}) format('woff2')`,
  fontWeight: inter.weight,
  fontStyle: inter.style,
  fontDisplay: 'swap',
  unicodeRange: inter.unicodeRange,
});
