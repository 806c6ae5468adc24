/** The downloadable logo files (public/brand/). */
export const brandAssets = {
  light: {
    src: '/brand/yonnee-logo.svg',
    fileName: 'yonnee-logo.svg',
    background: 'clair',
  },
  dark: {
    src: '/brand/yonnee-logo-dark.svg',
    fileName: 'yonnee-logo-dark.svg',
    background: 'sombre',
  },
} as const;

/** Size of the logo in the zoom dialog (spec 9). */
export const LOGO_ZOOM_SIZE = 300;

/** The words of the logo panels and their zoom dialogs, in one language. */
export interface BrandWords {
  logoAlt: string;
  onBackground: (background: string) => string;
  /** The zoom button's text; `zoom` is its accessible name. */
  zoomButton: string;
  zoom: (background: string) => string;
  dialogTitle: (background: string) => string;
  download: string;
  close: string;
  /** Each background in words, for the labels ("clair"). */
  backgrounds: Record<keyof typeof brandAssets, string>;
  /** Said while the page's scripts, which open the dialog, are on their way (the kit's French one if left out). */
  scriptsPending?: string;
}

export const brandCopy = {
  logoAlt:
    'Logo Yonnee : un Y blanc dans un carré bleu aux coins arrondis, au-dessus du mot Yonnee',
  onBackground: (background: string) => `Sur fond ${background}`,
  zoom: (background: string) => `Agrandir le logo sur fond ${background}`,
  dialogTitle: (background: string) => `Logo Yonnee sur fond ${background}`,
  download: 'Télécharger le SVG',
  close: 'Fermer',
} as const;

/** The French words, the default. */
export const brandWords: BrandWords = {
  ...brandCopy,
  zoomButton: 'Agrandir',
  backgrounds: { light: brandAssets.light.background, dark: brandAssets.dark.background },
};
