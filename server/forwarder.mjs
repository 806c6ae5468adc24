// E-mails the messages visitors leave (contact, password reset) to the support address when
// SMTP_URL is set. The outbox (server/storage/outbox.mjs) is drained at start, as soon as a
// message is stored and every minute; a failed send is retried after a growing pause, and a
// refusal for good is kept for staff to read in `npm run inbox`. Nothing a visitor typed is
// logged: a log line names the message by its reference.
import nodemailer from 'nodemailer';
import { startDrainer } from './storage/drainer.mjs';

/** The pause after each failed attempt; after the last one the message is given up. */
export const RETRY_PAUSES_MS = [1, 5, 15, 60, 180, 360, 720].map((minutes) => minutes * 60_000);
const BATCH = 10;
const POLL_MS = 60_000;

/** One line of a visitor's text, for a header: no control character can start another. */
const oneLine = (text) => text.replace(/\p{Cc}+/gu, ' ').trim();

const KIND_TITLES = {
  contact: 'Message de contact',
  'password-reset': 'Mot de passe oublié',
};

/** The e-mail support receives for a stored message; a reply goes to its sender. */
export function forwardedMail(message, { from, to }) {
  const name = oneLine([message.firstName, message.lastName].filter(Boolean).join(' '));
  const received = new Date(message.createdAt).toISOString().replace('T', ' ').slice(0, 16);
  const details = [
    name && `Nom : ${name}`,
    `E-mail : ${message.email}`,
    message.phone && `Téléphone : ${message.phone}`,
  ].filter(Boolean);
  const what =
    message.kind === 'password-reset'
      ? 'Le titulaire de cette adresse demande la réinitialisation du mot de passe de son compte marchand.'
      : message.body;
  return {
    from,
    to,
    replyTo: name ? { name, address: message.email } : message.email,
    subject: `[${message.reference}] ${KIND_TITLES[message.kind] ?? message.kind}${name ? ` de ${name}` : ''}`,
    // The same message sent twice (a lease that ended mid-send) reads as one in a mail client.
    messageId: `<${message.reference}@${to.split('@')[1]}>`,
    headers: { 'X-Yonnee-Reference': message.reference },
    text: [
      `Demande n° ${message.reference}, reçue le ${received} UTC depuis ${message.page}`,
      '',
      ...details,
      '',
      what,
      '',
      `Répondez à ce courriel : la réponse part à ${message.email}.`,
    ].join('\n'),
  };
}

/**
 * Starts draining the outbox; `nudge()` after storing a message, `stop()` before closing the
 * storage.
 * @param {{ outbox: ReturnType<typeof import('./storage/outbox.mjs').createOutbox>, settings: NonNullable<ReturnType<typeof import('./mail-settings.mjs').mailSettings>>, log?: (line: string) => void }} options
 */
export function startForwarder({ outbox, settings, log = console.error }) {
  const transport = nodemailer.createTransport({
    url: settings.url,
    // A mail server that does not answer must not hold a claim for long.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });

  async function deliver({ id, attempts, message }) {
    try {
      await transport.sendMail(forwardedMail(message, settings));
      await outbox.sent(id);
    } catch (error) {
      const reason = oneLine(String(error?.response ?? error?.message ?? error)).slice(0, 300);
      if (error?.permanent || attempts > RETRY_PAUSES_MS.length) {
        await outbox.giveUp(id, reason);
        log(
          `mail: ${message.reference} not forwarded, given up after ${attempts} attempt(s): ${reason}`,
        );
      } else {
        const pause = RETRY_PAUSES_MS[attempts - 1];
        await outbox.retryLater(id, pause, reason);
        log(
          `mail: ${message.reference} not forwarded (attempt ${attempts}), next in ${pause / 60_000} min: ${reason}`,
        );
      }
    }
  }

  const drainer = startDrainer(
    async (isStopped) => {
      for (let batch; !isStopped() && (batch = await outbox.claimDue(BATCH)).length;)
        for (const row of batch) await deliver(row);
    },
    {
      pollMs: POLL_MS,
      onError: (error) => log(`mail: the outbox could not be read: ${error?.message ?? error}`),
    },
  );
  return {
    nudge: drainer.nudge,
    async stop() {
      await drainer.stop();
      transport.close();
    },
  };
}
