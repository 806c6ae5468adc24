import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * The small capitals over a group of links or results (the docs' side navigation, "Sur cette
 * page", the search's page groups): one look for every list caption of the docs.
 */
export const listCaption = {
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
} satisfies StyleRule;
