import { style } from '@vanilla-extract/css';

export const wrapper = style({ display: 'contents' });
