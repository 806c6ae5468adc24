/** Viewports every story can be shown at; the test runner applies them too. */
export const viewports = {
  mobile320: {
    name: 'Téléphone 320 × 568',
    styles: { width: '320px', height: '568px' },
    type: 'mobile',
  },
  mobile360: {
    name: 'Téléphone 360 × 640',
    styles: { width: '360px', height: '640px' },
    type: 'mobile',
  },
  mobile375: {
    name: 'Téléphone 375 × 667',
    styles: { width: '375px', height: '667px' },
    type: 'mobile',
  },
  tablet768: {
    name: 'Tablette 768 × 1024',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop1024: {
    name: 'Bureau 1024 × 768',
    styles: { width: '1024px', height: '768px' },
    type: 'desktop',
  },
  desktop1050: {
    name: 'Bureau 1050 × 768',
    styles: { width: '1050px', height: '768px' },
    type: 'desktop',
  },
  desktop1280: {
    name: 'Bureau 1280 × 800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

/** Size used when a story names no viewport, so screenshots never depend on the runner's default. */
export const defaultTestViewport = { width: 1024, height: 768 };
