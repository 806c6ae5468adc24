import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../tokens';

/** The home page's sections below its first screen, on a phone and on a desktop alike. */
export const belowFirstScreen = style({ display: 'contents' });

// Each section there is not styled, laid out or painted until the visitor scrolls near it: on a
// cheap phone the home page's first style and layout were among its longest tasks, most of that
// work below the first screen. Its content stays in the page (find-in-page, anchors, focus and
// assistive tech reach it). Its height is an estimate until drawn (a phone's sections run
// taller), then remembered. Not for a short page, where every section is near at once: there it
// only adds work (measured on the pricing and FAQ pages). Each section sits in its hydration
// wrapper's box-less div (StaticPart, DeferredPart).
globalStyle(`${belowFirstScreen} > div > section`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 900px',
  '@media': { [media.desktop]: { containIntrinsicSize: 'auto 600px' } },
});
