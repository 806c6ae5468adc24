import { style } from '@vanilla-extract/css';

// Kept in the accessibility tree, removed from view; `focusable` brings it back on focus (skip links).
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const focusable = style({
  selectors: {
    '&:focus, &:focus-within': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});
