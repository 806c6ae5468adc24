// One module per glyph, not one module of 38: a bundler places a module in one chunk, so a module
// shared by every page would bring every glyph to every page (issue 21). Each page's chunks hold
// the glyphs it reads; adding a module here is the only way to ship a new glyph. Each drawing is a
// lucide icon's shapes (lucide.dev, ISC licence): ../Icon.test.tsx names which, and fails when one
// differs from it.
export { arrowLeft } from './arrowLeft';
export { arrowRight } from './arrowRight';
export { check } from './check';
export { chevronDown } from './chevronDown';
export { chevronLeft } from './chevronLeft';
export { chevronRight } from './chevronRight';
export { alert } from './alert';
export { success } from './success';
export { clock } from './clock';
export { code } from './code';
export { copy } from './copy';
export { card } from './card';
export { download } from './download';
export { externalLink } from './externalLink';
export { eye } from './eye';
export { eyeOff } from './eyeOff';
export { globe } from './globe';
export { info } from './info';
export { link } from './link';
export { lock } from './lock';
export { mail } from './mail';
export { mapPin } from './mapPin';
export { menu } from './menu';
export { monitor } from './monitor';
export { moon } from './moon';
export { pause } from './pause';
export { phone } from './phone';
export { play } from './play';
export { search } from './search';
export { send } from './send';
export { shield } from './shield';
export { smartphone } from './smartphone';
export { sun } from './sun';
export { users } from './users';
export { wallet } from './wallet';
export { close } from './close';
export { zap } from './zap';
export { zoomIn } from './zoomIn';
