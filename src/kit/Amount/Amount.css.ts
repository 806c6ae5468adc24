import { style } from '@vanilla-extract/css';

// Digits of equal width, so amounts stacked in a column line up.
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
