import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const section = style({ paddingBlock: vars.space[12] });
export const intro = style({ maxWidth: vars.layout.proseMax });
export const icon = style({ color: vars.color.brand.text });
