/**
 * What a control that needs the page's scripts says while they are on their way (a slow phone,
 * a slow network): it is disabled until then, and says why rather than doing nothing. The kit's
 * default, like its other words; `useUnavailable` takes any other reason.
 */
export const scriptsPendingReason = 'Disponible dès que la page a fini de charger.';
