import type { OfficeMapWords } from '../office';
import { markdownWidgetsEn } from './markdownWidgets';

/** The office map of /en/documentation/support in English (the Markdown twin's words). */
export const officeMapWordsEn: OfficeMapWords = {
  ...markdownWidgetsEn.office,
  sea: 'Atlantic Ocean',
  address: 'Yonnee Building, Route des Almadies, Dakar, Senegal',
  newTab: '(new tab)',
};
