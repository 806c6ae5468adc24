import { keyframes, style } from '@vanilla-extract/css';
import { vars, media } from '../../../tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  verticalAlign: 'middle',
  '@media': {
    [media.motionOk]: { animation: `${spin} 0.8s linear infinite` },
    // Without rotation a ring with a gap would read as broken; a dotted ring reads as "waiting".
    [media.reducedMotion]: { borderStyle: 'dotted', borderRightColor: 'currentColor' },
  },
});

export const sizes = {
  sm: style({ width: '1rem', height: '1rem' }),
  md: style({ width: '1.5rem', height: '1.5rem' }),
  lg: style({ width: '2.5rem', height: '2.5rem', borderWidth: '3px' }),
};

export const tone = style({ color: vars.color.brand.text });
