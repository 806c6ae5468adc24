import type { ColorRoles } from './themes';

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastPair {
  label: string;
  fg: (c: ColorRoles) => string;
  bg: (c: ColorRoles) => string;
  /** 4.5 for text, 3 for large text, icons and component boundaries (WCAG 1.4.3 and 1.4.11). */
  min: 4.5 | 3;
}

/** Every foreground/background pairing the kit actually uses. */
export const contrastPairs: ContrastPair[] = [
  { label: 'Texte / page', fg: (c) => c.text.default, bg: (c) => c.surface.page, min: 4.5 },
  {
    label: 'Texte / surface élevée',
    fg: (c) => c.text.default,
    bg: (c) => c.surface.raised,
    min: 4.5,
  },
  {
    label: 'Texte / surface creuse',
    fg: (c) => c.text.default,
    bg: (c) => c.surface.sunken,
    min: 4.5,
  },
  { label: 'Texte atténué / page', fg: (c) => c.text.muted, bg: (c) => c.surface.page, min: 4.5 },
  {
    label: 'Texte atténué / surface élevée',
    fg: (c) => c.text.muted,
    bg: (c) => c.surface.raised,
    min: 4.5,
  },
  {
    label: 'Texte atténué / surface creuse',
    fg: (c) => c.text.muted,
    bg: (c) => c.surface.sunken,
    min: 4.5,
  },
  {
    label: 'Texte inversé / surface inversée',
    fg: (c) => c.text.inverse,
    bg: (c) => c.surface.inverse,
    min: 4.5,
  },
  { label: 'Lien / page', fg: (c) => c.text.link, bg: (c) => c.surface.page, min: 4.5 },
  { label: 'Lien / surface creuse', fg: (c) => c.text.link, bg: (c) => c.surface.sunken, min: 4.5 },
  {
    label: 'Lien survolé / page',
    fg: (c) => c.text.linkHover,
    bg: (c) => c.surface.page,
    min: 4.5,
  },
  {
    label: 'Action principale',
    fg: (c) => c.action.primary.text,
    bg: (c) => c.action.primary.bg,
    min: 4.5,
  },
  {
    label: 'Action principale survolée',
    fg: (c) => c.action.primary.text,
    bg: (c) => c.action.primary.bgHover,
    min: 4.5,
  },
  {
    label: 'Action secondaire',
    fg: (c) => c.action.secondary.text,
    bg: (c) => c.action.secondary.bg,
    min: 4.5,
  },
  {
    label: 'Action secondaire survolée',
    fg: (c) => c.action.secondary.text,
    bg: (c) => c.action.secondary.bgHover,
    min: 4.5,
  },
  {
    label: 'Bordure action secondaire / page',
    fg: (c) => c.action.secondary.border,
    bg: (c) => c.surface.page,
    min: 3,
  },
  {
    label: 'Action discrète survolée',
    fg: (c) => c.action.ghost.text,
    bg: (c) => c.action.ghost.bgHover,
    min: 4.5,
  },
  { label: 'Marque / page', fg: (c) => c.brand.text, bg: (c) => c.surface.page, min: 4.5 },
  {
    label: 'Marque / fond de marque',
    fg: (c) => c.brand.text,
    bg: (c) => c.brand.subtle,
    min: 4.5,
  },
  {
    label: 'Accent / fond d’accent',
    fg: (c) => c.accent.text,
    bg: (c) => c.accent.subtle,
    min: 4.5,
  },
  { label: 'Accent / page', fg: (c) => c.accent.text, bg: (c) => c.surface.page, min: 4.5 },
  { label: 'Succès', fg: (c) => c.tone.success.text, bg: (c) => c.tone.success.bg, min: 4.5 },
  { label: 'Succès / page', fg: (c) => c.tone.success.text, bg: (c) => c.surface.page, min: 4.5 },
  {
    label: 'Avertissement',
    fg: (c) => c.tone.warning.text,
    bg: (c) => c.tone.warning.bg,
    min: 4.5,
  },
  { label: 'Danger', fg: (c) => c.tone.danger.text, bg: (c) => c.tone.danger.bg, min: 4.5 },
  { label: 'Danger / page', fg: (c) => c.tone.danger.text, bg: (c) => c.surface.page, min: 4.5 },
  {
    label: 'Danger plein',
    fg: (c) => c.tone.danger.onSolid,
    bg: (c) => c.tone.danger.solid,
    min: 4.5,
  },
  {
    label: 'Bordure de champ / page',
    fg: (c) => c.border.strong,
    bg: (c) => c.surface.page,
    min: 3,
  },
  {
    label: 'Bordure de champ / surface élevée',
    fg: (c) => c.border.strong,
    bg: (c) => c.surface.raised,
    min: 3,
  },
  { label: 'Anneau de focus / page', fg: (c) => c.focusRing, bg: (c) => c.surface.page, min: 3 },
  {
    label: 'Anneau de focus / surface creuse',
    fg: (c) => c.focusRing,
    bg: (c) => c.surface.sunken,
    min: 3,
  },
];
