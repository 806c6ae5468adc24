import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[6] },
  },
});

export const full = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

export const textarea = style({
  minHeight: '9rem',
  resize: 'vertical',
});

export const confirmation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.tone.success.bg,
  color: vars.color.text.default,
});

export const confirmationIcon = style({ color: vars.color.tone.success.text });

// Focus lands here only so screen readers read the confirmation; it is not a control to show as one.
export const confirmationTitle = style({ ':focus': { outline: 'none' } });
