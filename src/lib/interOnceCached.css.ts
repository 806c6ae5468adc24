import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { bodyFontWithoutInter } from '../../tokens/scales';
import { vars } from '../../tokens/theme.css';
import { inter, interFace } from '../../tokens/webFont';

// The site's pages name Inter only once the browser has the file (src/lib/cacheInter.ts), which
// the early script says with `data-font` before anything is drawn (src/app/vite.ts). Until then
// the file is never fetched before the first paint: on 3G its 48 KB held the largest text's paint
// 0.6 s back (issue 21), and arriving later it would redraw the page under the reader's eyes.
globalStyle('html:not([data-font="inter"])', {
  vars: { [vars.font.body]: bodyFontWithoutInter },
});

// `optional`: a page that names Inter draws it from its first paint, the file being in the
// cache; if the cache has lost it, the page keeps its fallback rather than swap faces later.
globalFontFace(`'${inter.family}'`, interFace('optional'));
