import * as z from 'zod/mini';

/** The two messages the newsletter field can show. */
export interface EmailMessages {
  empty: string;
  invalid: string;
}

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** Trims, then checks the address; the first failing rule gives the message. */
export function checkEmail(value: string, messages: EmailMessages): EmailCheck {
  const schema = z.pipe(
    z.string().check(z.trim(), z.minLength(1, messages.empty), z.maxLength(254, messages.invalid)),
    z.email(messages.invalid),
  );
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, email: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? messages.invalid };
}
