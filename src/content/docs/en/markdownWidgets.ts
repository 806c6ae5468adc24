// Kept apart from ./markdownCopy.ts, which every docs page loads (its links under the title):
// these words are read by the Markdown build and by the English pages' lazily loaded parts, and a
// module shared by both would be split into a chunk of its own on every docs page (issue 21).
/**
 * The English twins' words for the interactive parts (the support form's details, the map, the
 * live demo, the logos); the English pages' parts take theirs from here too (./contact.ts…).
 */
export const markdownWidgetsEn = {
  contact: {
    detailsTitle: 'Our contact details',
    answerPromise: 'We answer every message within 24\u00a0hours.',
    labels: { phone: 'Phone', email: 'Email', address: 'Address' },
    hoursTitle: 'Opening hours',
    hours: ['Monday to Friday: 8 am – 6 pm', 'Saturday: 8 am – noon'],
  },
  office: {
    mapTitle: 'Map of Dakar: Yonnee’s offices in Les Almadies',
    mapDescription:
      'Map of the Cap-Vert peninsula. The marker is west of Dakar, in Les Almadies, by the Route des Almadies, between Yoff airport to the north-east and the Plateau to the south-east.',
    openStreetMap: 'Open in OpenStreetMap',
  },
  logoBackgrounds: { light: 'light', dark: 'dark' },
  checkoutDemo: {
    title: 'Try it in the sandbox',
    intro: {
      embed:
        'Create a test link: the payment page shows below in an iframe, as on your site, and the message it sends at the end of the payment shows under it.',
      open: 'Create a test link, then open its payment page, as your customer will.',
    },
    testNumbers: 'Test numbers (Wave or Orange Money):',
    outcomes: ['payment accepted', 'payment rejected', 'confirmation that takes a while'],
    otpHint: 'Orange Money asks for a code: any code of 4 to 6 digits will do.',
  },
};
