import { useState, type BaseSyntheticEvent, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useFormOutcome, serverErrors, type FormId, type FormResult } from './outcome';
import { sendForm } from './send';

/** A stored message as the server answers it: its reference, for the sender to quote. */
export type SentMessage = Extract<FormResult, { kind: 'message' }>;

export interface ServerFormOptions<Values extends Record<string, string>> {
  /** Which form this is, for the server and for the outcome it rendered the page with. */
  form: FormId;
  /** The page the form posts to: the server answers there, with or without JavaScript. */
  action: string;
  /** The browser's checks: the same zod schema the server applies (`zodResolver(schema)`). */
  resolver: Resolver<Values, unknown, Values>;
  /** Every field, empty: what the form starts from and what "write again" goes back to. */
  empty: Values;
  /** Said when no answer came, for a page in another language (sendForm's French one by default). */
  offlineNotice?: string;
}

export interface ServerForm<Values extends Record<string, string>> {
  /** react-hook-form's handles (register, errors, focus…). */
  methods: UseFormReturn<Values, unknown, Values>;
  /** A field's value in the server's HTML (register() alone sets it only once scripts run). */
  typed: (name: keyof Values & string) => { defaultValue: string | undefined };
  /** The server's refusal of the whole form, if any. */
  notice: string | undefined;
  /** The message the server stored, once it has. */
  sent: SentMessage | null;
  /** True while a submission is on its way (the submit button's `busy`). */
  busy: boolean;
  /** The form's onSubmit: checks, then sends with JavaScript; the HTML form posts without it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Back to the form after a message was sent, with these values. */
  startAgain: (values: Values) => void;
}

/**
 * The submit and outcome of a form whose answer is a stored message (contact, password reset):
 * it starts from what the server rendered (values, messages, refusal or result, when posted
 * without JavaScript), sends with JavaScript to the same page, and puts the answer where the
 * server would have: each field's message under it, a refusal above, the reference after.
 */
export function useServerForm<Values extends Record<string, string>>({
  form,
  action,
  resolver,
  empty,
  offlineNotice,
}: ServerFormOptions<Values>): ServerForm<Values> {
  const outcome = useFormOutcome(form);
  const [sent, setSent] = useState<SentMessage | null>(
    outcome?.result?.kind === 'message' ? outcome.result : null,
  );
  const [notice, setNotice] = useState(outcome?.notice);
  // Kept as first given: a new object each render would put them back after every fix.
  const [initialErrors] = useState(() => serverErrors(outcome));
  const methods = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: Object.fromEntries(
      Object.entries(empty).map(([name, value]) => [name, outcome?.values[name] ?? value]),
    ) as DefaultValues<Values>,
    errors: initialErrors as FieldErrors<Values> | undefined,
  });

  const send = async (values: Values, event?: BaseSyntheticEvent) => {
    const formElement = event?.target instanceof HTMLFormElement ? event.target : null;
    const answer = await sendForm(action, form, values, formElement, offlineNotice);
    setNotice(answer.notice);
    for (const [field, message] of Object.entries(answer.errors))
      methods.setError(field as Path<Values>, { message });
    if (answer.result?.kind === 'message') setSent(answer.result);
  };

  return {
    methods,
    typed: (name) => ({ defaultValue: outcome?.values[name] }),
    notice,
    sent,
    busy: methods.formState.isSubmitting,
    onSubmit: (event) => void methods.handleSubmit(send)(event),
    startAgain: (values) => {
      methods.reset(values);
      setNotice(undefined);
      setSent(null);
    },
  };
}
