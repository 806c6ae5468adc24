import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[12],
  marginTop: vars.space[10],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
      gap: vars.space[16],
      marginTop: vars.space[12],
    },
  },
});

export const steps = style({ counterReset: 'step' });

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  columnGap: vars.space[4],
  paddingBottom: vars.space[6],
  counterIncrement: 'step',
  // The step number comes from a CSS counter, so it always follows the list's order.
  '::before': {
    content: 'counter(step)',
    gridRow: '1 / span 2',
    display: 'grid',
    placeItems: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radii.full,
    backgroundColor: vars.color.brand.bg,
    color: vars.color.action.primary.text,
    fontWeight: vars.fontWeight.bold,
  },
  // The thread joining one step to the next.
  '::after': {
    content: '""',
    position: 'absolute',
    top: '2.75rem',
    bottom: vars.space[1],
    left: 'calc(1.25rem - 1px)',
    width: '2px',
    backgroundColor: vars.color.border.subtle,
  },
  selectors: { '&:last-child': { paddingBottom: 0 }, '&:last-child::after': { display: 'none' } },
});

export const stepTitle = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
  paddingTop: vars.space[1],
});

export const stepText = style({ color: vars.color.text.muted });
