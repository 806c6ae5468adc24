/**
 * Story parameters that add axe's `label-content-name-mismatch` to the run: experimental in axe,
 * so off by default, but WCAG 2.5.3 (Label in Name): a control's name must contain its visible
 * text, or "click Google" in speech input finds nothing.
 */
export const labelContentNameA11y = {
  a11y: { options: { rules: { 'label-content-name-mismatch': { enabled: true } } } },
};
