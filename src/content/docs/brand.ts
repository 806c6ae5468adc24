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

export const brandCopy = {
  logoAlt:
    'Logo Yonnee : un Y blanc dans un carré bleu aux coins arrondis, au-dessus du mot Yonnee',
  onBackground: (background: string) => `Sur fond ${background}`,
  zoom: (background: string) => `Agrandir le logo sur fond ${background}`,
  dialogTitle: (background: string) => `Logo Yonnee sur fond ${background}`,
  download: 'Télécharger le SVG',
  close: 'Fermer',
} as const;
