import type { BrandWords } from '../brand';
import { markdownWidgetsEn } from './markdownWidgets';

/** The logo panels and zoom dialogs of /en/documentation/identitegraphique in English. */
export const brandWordsEn: BrandWords = {
  logoAlt: 'Yonnee logo: a white Y in a blue square with rounded corners, above the word Yonnee',
  onBackground: (background: string) => `On a ${background} background`,
  zoomButton: 'Zoom',
  zoom: (background: string) => `Zoom the logo on a ${background} background`,
  dialogTitle: (background: string) => `Yonnee logo on a ${background} background`,
  download: 'Download the SVG',
  close: 'Close',
  backgrounds: markdownWidgetsEn.logoBackgrounds,
  scriptsPending: 'Available as soon as the page has finished loading.',
};
