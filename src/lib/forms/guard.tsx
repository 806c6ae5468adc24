import type { FormId } from './outcome';

/** Written by the prerender into every form; the server replaces it with the visitor's token. */
export const FORM_TOKEN_PLACEHOLDER = '__YONNEE_FORM_TOKEN__';
/** The field only robots fill: a person never sees it. */
export const HONEYPOT_FIELD = 'website';

// The token the server put in this page, read once: the first render in the browser must
// write the same value the HTML has, or hydration would change it.
let pageToken: string | undefined;
function tokenOfThisPage() {
  if (typeof document === 'undefined') return FORM_TOKEN_PLACEHOLDER;
  pageToken ??= document.querySelector<HTMLInputElement>('input[name="formToken"]')?.value ?? '';
  return pageToken;
}

/**
 * The hidden fields every posted form carries: which form it is, its token against cross-site
 * posts, and a honeypot (labelled so that a person who meets it, with CSS off, leaves it empty).
 */
export function FormGuard({ form, honeypotLabel }: { form: FormId; honeypotLabel: string }) {
  return (
    <>
      <input type="hidden" name="_form" value={form} />
      <input type="hidden" name="formToken" defaultValue={tokenOfThisPage()} />
      <div hidden>
        <label>
          {honeypotLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
