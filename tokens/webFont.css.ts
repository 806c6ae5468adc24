import { globalFontFace } from '@vanilla-extract/css';
import { inter, interFace } from './webFont';

// The face in CSS, for Storybook (.storybook/preview.tsx: stories are seen, and screenshot, in
// Inter) and for @yonnee/kit's stylesheet (packages/kit/src/index.ts). The site declares it with
// `optional` and names it only once the browser has the file (src/lib/interOnceCached.css.ts).
globalFontFace(`'${inter.family}'`, interFace('swap'));
