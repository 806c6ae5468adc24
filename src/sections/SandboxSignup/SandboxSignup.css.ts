import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
