import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

/**
 * The kit's Stack written out: the boundary around every route renders this fallback, so it is
 * in the entry chunk, and Stack would bring the layout chunk (the sprinkles' runtime table, 3.3 KB
 * gzip: vite.config.ts) to every page, the documentation's too, which never use it.
 */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
});
