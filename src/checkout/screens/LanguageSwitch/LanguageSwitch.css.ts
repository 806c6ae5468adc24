import { style } from '@vanilla-extract/css';

/** A printed receipt has no use for it. */
export const form = style({ '@media': { print: { display: 'none' } } });
