// The names the checkout's forms post under, read by the server (postedStep.ts): the pages are
// the same with and without JavaScript, and without it every screen is a form.

/** Names of the fields the checkout's forms post. */
export const checkoutFields = {
  /** Hidden: the screen the form belongs to. */
  step: 'etape',
  /** The button pressed when it is not the form's main one (back, retry…). */
  action: 'action',
  country: 'pays',
  method: 'moyen-de-paiement',
  phone: 'numero',
  otp: 'code',
} as const;

/** Buttons that do something else than submit their screen's main action. */
export const checkoutActions = {
  back: 'retour',
  retry: 'reessayer',
  changeMethod: 'autre-moyen',
  checkAgain: 'verifier',
  useSuggested: 'moyen-suggere',
  changeNumber: 'changer-de-numero',
  cancel: 'annuler',
} as const;
