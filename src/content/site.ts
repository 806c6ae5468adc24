/**
 * Where the external merchant portal lives. Sign-in and registration happen
 * there (spec 1); set VITE_MERCHANT_PORTAL_URL to point at another host.
 */
const portal = (import.meta.env.VITE_MERCHANT_PORTAL_URL ?? 'https://merchant.yonnee.com').replace(
  /\/+$/,
  '',
);

export const site = {
  name: 'Yonnee',
  merchantLoginUrl: `${portal}/login-merchant`,
  merchantRegisterUrl: `${portal}/register-merchant`,
  supportEmail: 'support@yonnee.com',
  supportPhone: '+221 33 800 12 34',
  supportPhoneHref: 'tel:+221338001234',
  address: 'Immeuble Yonnee, Route des Almadies, Dakar, Sénégal',
  securityPartner: {
    name: 'PCI Security Standards Council',
    url: 'https://www.pcisecuritystandards.org/',
  },
  copyright: '© 2025 Yonnee. Tous droits réservés.',
} as const;
