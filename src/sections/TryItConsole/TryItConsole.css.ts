import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  minWidth: 0,
  padding: vars.space[4],
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  minWidth: 0,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space[3],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.semibold });

export const help = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const mono = style({});
globalStyle(`${mono} input`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const textarea = style({
  minHeight: '12rem',
  resize: 'vertical',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.md,
  whiteSpace: 'pre',
});

export const submit = style({ justifySelf: 'start' });

export const result = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  minWidth: 0,
});

export const summary = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const summaryItem = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const statusOk = style({ color: vars.color.tone.success.text });
export const statusError = style({ color: vars.color.tone.danger.text });

export const alert = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radii.md,
});

/** The notice's tone: a failure, or news that needs no alarm (spec 8's "Content not modified!"). */
export const alertTone = styleVariants({
  destructive: { backgroundColor: vars.color.tone.danger.bg, color: vars.color.tone.danger.text },
  neutral: { backgroundColor: vars.color.tone.warning.bg, color: vars.color.tone.warning.text },
});

export const alertBody = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const headers = style({
  display: 'grid',
  gap: '0.125rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
