import type { FormId, FormOutcome } from './outcome';
import { HONEYPOT_FIELD } from './guard';

/** Said when no answer came: the values stay in the form, so trying again loses nothing. A page
 * in another language passes its own words to sendForm. */
export const OFFLINE_NOTICE =
  'Envoi impossible : vérifiez votre connexion, puis renvoyez le formulaire. Ce que vous avez écrit est conservé.';

/**
 * Sends a form with JavaScript to the same address its HTML form posts to: the server checks it
 * with the same rules and answers the outcome as JSON (JSON cannot be posted from another site
 * without the CORS permission this server never gives, so no token is needed here).
 */
export async function sendForm(
  action: string,
  form: FormId,
  values: Record<string, string>,
  formElement?: HTMLFormElement | null,
  offlineNotice = OFFLINE_NOTICE,
): Promise<FormOutcome> {
  const honeypot = formElement?.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`);
  try {
    const response = await fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...values, _form: form, [HONEYPOT_FIELD]: honeypot?.value ?? '' }),
      credentials: 'same-origin',
    });
    const outcome = (await response.json()) as FormOutcome;
    if (outcome && typeof outcome === 'object' && outcome.form === form) return outcome;
  } catch {
    // Fall through: no usable answer.
  }
  return { form, values, errors: {}, notice: offlineNotice };
}
