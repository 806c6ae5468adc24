import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[4],
  minHeight: '70vh',
  paddingBlock: vars.space[12],
  textAlign: 'center',
});

export const code = style({
  fontSize: 'clamp(4.5rem, 3rem + 8vw, 8rem)',
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.04em',
  color: vars.color.brand.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[2],
});

/** Lays the Go Back button out as if the form around it were not there. */
export const backForm = style({ display: 'contents' });
