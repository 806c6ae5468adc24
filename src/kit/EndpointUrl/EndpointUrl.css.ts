import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
});

const methodBase = style({
  flexShrink: 0,
  minWidth: '3.25rem',
  paddingBlock: '0.125rem',
  paddingInline: vars.space[2],
  borderRadius: vars.radii.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

// Reading verbs change nothing: green; writing verbs move money or data: the brand colour.
export const method = styleVariants({
  GET: [
    methodBase,
    { color: vars.color.tone.success.text, backgroundColor: vars.color.tone.success.bg },
  ],
  POST: [methodBase, { color: vars.color.brand.text, backgroundColor: vars.color.brand.subtle }],
  PUT: [
    methodBase,
    { color: vars.color.tone.warning.text, backgroundColor: vars.color.tone.warning.bg },
  ],
  PATCH: [
    methodBase,
    { color: vars.color.tone.warning.text, backgroundColor: vars.color.tone.warning.bg },
  ],
  DELETE: [
    methodBase,
    { color: vars.color.tone.danger.text, backgroundColor: vars.color.tone.danger.bg },
  ],
} satisfies Record<(typeof httpMethods)[number], unknown>);

export const url = style({
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  overflowWrap: 'anywhere',
  color: vars.color.text.default,
});
