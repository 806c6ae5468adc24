import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[10],
  paddingBlock: vars.space[10],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
      paddingBlock: vars.space[16],
    },
  },
});

// The card's own padding is generous on desktop; on a 320 px phone it would squeeze the fields.
export const form = style({
  padding: vars.space[4],
  '@media': { [media.tablet]: { padding: vars.space[8] } },
});

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });

export const docsLink = style({ alignSelf: 'flex-start', fontWeight: vars.fontWeight.semibold });
