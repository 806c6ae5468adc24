import { createContext, useContext } from 'react';

/** The site's forms that post to the server (server/forms.mjs). */
export type FormId =
  'contact' | 'newsletter' | 'unsubscribe' | 'sign-in' | 'otp' | 'password-reset' | 'sandbox';

/** What the server did with a valid submission. */
export type FormResult =
  | { kind: 'message'; reference: string; email: string; firstName: string }
  | {
      kind: 'subscription';
      status: 'new' | 'already' | 'renewed';
      email: string;
      unsubscribePath: string;
    }
  | { kind: 'unsubscribed'; email: string; already: boolean }
  | { kind: 'sign-in'; email: string }
  | { kind: 'otp'; code: string }
  /** A developer's new sandbox: its secrets, shown this once (the server keeps hashes). */
  | {
      kind: 'sandbox';
      name: string;
      apiKey: string;
      apiToken: string;
      jwt: string;
      webhookSecret: string;
    };

/**
 * A submission as the server answered it, for the page it renders (no JavaScript) or the reply
 * a script reads: the values to show again (never a password), each field's message, a
 * refusal of the whole form, or the result.
 */
export interface FormOutcome {
  form: FormId;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: string;
  result?: FormResult;
}

/** The outcome the page was rendered with, for the form it belongs to. */
export const FormOutcomeContext = createContext<FormOutcome | undefined>(undefined);

export function useFormOutcome(form: FormId): FormOutcome | undefined {
  const outcome = useContext(FormOutcomeContext);
  return outcome?.form === form ? outcome : undefined;
}

/** The id of the JSON element that carries the outcome from the server's HTML to the browser. */
export const FORM_OUTCOME_ID = 'resultat-formulaire';

/** A JSON data block the browser never runs; `<` escaped so no typed text can close it. */
export const formOutcomeElement = (outcome: FormOutcome) =>
  `<script type="application/json" id="${FORM_OUTCOME_ID}">${JSON.stringify(outcome).replace(/</g, '\\u003c')}</script>`;

const isRecordOfText = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string');

/** What the server left in the page, or undefined (a prerendered page has none). */
export function readFormOutcome(document: Document): FormOutcome | undefined {
  const text = document.getElementById(FORM_OUTCOME_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'form' in parsed &&
      'values' in parsed &&
      'errors' in parsed &&
      isRecordOfText(parsed.values) &&
      isRecordOfText(parsed.errors)
    )
      return parsed as FormOutcome;
  } catch {
    // A page whose block does not parse renders as if it had none.
  }
  return undefined;
}

/** The server's messages in the shape form libraries take ({ field: { type, message } }). */
export const serverErrors = (outcome: FormOutcome | undefined) =>
  outcome
    ? Object.fromEntries(
        Object.entries(outcome.errors).map(([field, message]) => [
          field,
          { type: 'server', message },
        ]),
      )
    : undefined;
