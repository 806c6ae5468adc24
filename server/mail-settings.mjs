// Whether and where the server e-mails what visitors send (server/forwarder.mjs), from
// SMTP_URL, MAIL_TO and MAIL_FROM. Apart from the forwarder, so that only the process that
// sends mail loads Nodemailer: the HTTP workers start without it.

/** The support address of the site's content (src/content/site.ts). */
export const SUPPORT_ADDRESS = 'support@yonnee.com';

/** The mail settings of the environment, undefined without SMTP_URL; throws when unusable. */
export function mailSettings(env = process.env) {
  if (!env.SMTP_URL) return undefined;
  let url;
  try {
    url = new URL(env.SMTP_URL);
  } catch {
    throw new Error('SMTP_URL is not a URL (smtp://user:password@host:587 or smtps://…).');
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol))
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`);
  const to = env.MAIL_TO || SUPPORT_ADDRESS;
  return { url: env.SMTP_URL, from: env.MAIL_FROM || `Yonnee <${to}>`, to };
}
