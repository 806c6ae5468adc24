/** Where the office is, for the drawn map and the OpenStreetMap link. */
export const office = {
  latitude: 14.7447,
  longitude: -17.5136,
  mapTitle: 'Plan de Dakar : les bureaux de Yonnee aux Almadies',
  mapDescription:
    'Carte de la presqu’île du Cap-Vert. Le repère est à l’ouest de Dakar, aux Almadies, au bord de la Route des Almadies, entre l’aéroport de Yoff au nord-est et le Plateau au sud-est.',
  openStreetMap: 'Ouvrir dans OpenStreetMap',
} as const;

export const officeMapUrl = `https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=16/${office.latitude}/${office.longitude}`;
