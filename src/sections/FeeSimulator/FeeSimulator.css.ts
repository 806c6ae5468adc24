import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const card = style({
  gap: vars.space[5],
  padding: vars.space[4],
  '@media': { [media.tablet]: { padding: vars.space[8] } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

export const disclaimer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.tone.warning.bg,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const disclaimerIcon = style({
  flexShrink: 0,
  marginTop: '0.125rem',
  color: vars.color.tone.warning.text,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[1],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space[3],
  minHeight: '2.75rem',
  padding: vars.space[3],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.action.primary.bg,
      boxShadow: `inset 0 0 0 1px ${vars.color.action.primary.bg}`,
      backgroundColor: vars.color.brand.subtle,
    },
  },
});

export const radio = style({
  gridRow: 'span 2',
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  marginTop: '0.125rem',
  accentColor: vars.color.action.primary.bg,
});

export const optionLabel = style({ fontWeight: vars.fontWeight.semibold });

export const optionHint = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.surface.sunken,
});

export const breakdown = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const total = style({
  borderBottom: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
});

export const figure = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
