import { site } from '../site';

/** The words of the office map, in one language. */
export interface OfficeMapWords {
  mapTitle: string;
  mapDescription: string;
  /** The sea's name on the drawn map; the places keep their own names. */
  sea: string;
  address: string;
  openStreetMap: string;
  newTab: string;
}

/** Where the office is, for the drawn map and the OpenStreetMap link. */
export const office = {
  latitude: 14.7447,
  longitude: -17.5136,
  mapTitle: 'Plan de Dakar : les bureaux de Yonnee aux Almadies',
  mapDescription:
    'Carte de la presqu’île du Cap-Vert. Le repère est à l’ouest de Dakar, aux Almadies, au bord de la Route des Almadies, entre l’aéroport de Yoff au nord-est et le Plateau au sud-est.',
  openStreetMap: 'Ouvrir dans OpenStreetMap',
} as const;

/** The map's French words, the default. */
export const officeMapWords: OfficeMapWords = {
  mapTitle: office.mapTitle,
  mapDescription: office.mapDescription,
  sea: 'Océan Atlantique',
  address: site.address,
  openStreetMap: office.openStreetMap,
  newTab: '(nouvel onglet)',
};

export const officeMapUrl = `https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=16/${office.latitude}/${office.longitude}`;
