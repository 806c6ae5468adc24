/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host of the external merchant portal (login-merchant, register-merchant). */
  readonly VITE_MERCHANT_PORTAL_URL?: string;
  /** Base URL of the merchant API; the embedded sandbox on the same origin when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
