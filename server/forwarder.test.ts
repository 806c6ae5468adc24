// Messages reach support by e-mail through a real SMTP server (smtp-server, which Nodemailer's
// authors maintain), read back with a real MIME parser (mailparser), on both storage engines:
// sent once, retried after a refusal for now, given up after a refusal for good, and never
// turned into a header or a recipient by what a visitor typed.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../src/content/site';
import { RETRY_PAUSES_MS, startForwarder } from './forwarder.mjs';
import { mailSettings, SUPPORT_ADDRESS } from './mail-settings.mjs';
import { openStorage } from './storage/open.mjs';
import { createOutbox } from './storage/outbox.mjs';
import { createStore } from './storage/store.mjs';
import { engines } from './storage/testEngines';
import { startMailServer } from './testMailServer';

const contact = (
  body: string,
  more: Partial<Parameters<ReturnType<typeof createStore>['recordMessage']>[0]> = {},
) => ({
  kind: 'contact' as const,
  page: '/contacteznous',
  lastName: 'Diop',
  firstName: 'Awa',
  email: 'awa.diop@exemple.sn',
  phone: '771234567',
  body,
  ...more,
});

describe.each(engines)('forwarding on $name', ({ where }) => {
  let storage: Awaited<ReturnType<typeof openStorage>>;
  let store: ReturnType<typeof createStore>;
  let outbox: ReturnType<typeof createOutbox>;
  let drop: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  let logs: string[];
  const forwarders: ReturnType<typeof startForwarder>[] = [];

  const forwarder = (url = smtp.url) => {
    const started = startForwarder({
      outbox,
      settings: { url, from: 'Yonnee <support@yonnee.com>', to: 'support@yonnee.com' },
      log: (line) => logs.push(line),
    });
    forwarders.push(started);
    return started;
  };
  const forwardingOf = async (reference: string) =>
    (await store.inbox()).messages.find((m) => m.reference === reference)?.forwarding;
  const received = (reference: string) =>
    smtp.received.filter((r) => r.mail.subject?.startsWith(`[${reference}]`));
  /** The pause before a row's next attempt, in seconds, by the database's clock. */
  const pauseOf = async (reference: string) => {
    const result = await storage.db.execute(
      sql`select extract(epoch from o.next_attempt_at - now())::float as pause
          from outbox o join messages m on m.id = o.message_id where m.reference = ${reference}`,
    );
    return Number((result.rows[0] as { pause: number }).pause);
  };
  /** As if the pause had passed. */
  const pauseOver = (reference: string) =>
    storage.db.execute(
      sql`update outbox set next_attempt_at = now() where message_id =
          (select id from messages where reference = ${reference})`,
    );

  beforeAll(async () => {
    const target = await where();
    drop = target.drop;
    storage = await openStorage(target.where);
    store = createStore(storage.db);
    outbox = createOutbox(storage.db);
    smtp = await startMailServer();
  }, 120_000);
  afterEach(async () => {
    await Promise.all(forwarders.splice(0).map((f) => f.stop()));
    smtp.state.refusal = undefined;
  });
  afterAll(async () => {
    await smtp?.close();
    await storage?.close();
    await drop?.();
  });

  it('e-mails a stored message to support once, with its sender to reply to', async () => {
    logs = [];
    const { reference } = await store.recordMessage(
      contact('Bonjour, je voudrais ouvrir un compte.'),
    );
    expect(await forwardingOf(reference)).toMatchObject({ attempts: 0, sentAt: null });
    await forwarder().nudge();

    const [one, ...more] = received(reference);
    expect(more).toHaveLength(0);
    expect(one!.rcptTo).toEqual(['support@yonnee.com']);
    expect(one!.mailFrom).toBe('support@yonnee.com');
    expect(one!.mail.subject).toBe(`[${reference}] Message de contact de Awa Diop`);
    expect(one!.mail.replyTo?.value).toEqual([
      { name: 'Awa Diop', address: 'awa.diop@exemple.sn' },
    ]);
    expect(one!.mail.messageId).toBe(`<${reference}@yonnee.com>`);
    expect(one!.mail.headers.get('x-yonnee-reference')).toBe(reference);
    expect(one!.mail.text).toContain('Bonjour, je voudrais ouvrir un compte.');
    expect(one!.mail.text).toContain('Téléphone : 771234567');
    expect(one!.mail.text).toContain('depuis /contacteznous');
    expect(await forwardingOf(reference)).toMatchObject({
      attempts: 1,
      sentAt: expect.any(Date),
      failedAt: null,
      lastError: null,
    });
    // Sent is sent: another round finds nothing to do.
    await forwarder().nudge();
    expect(received(reference)).toHaveLength(1);
    expect(logs).toEqual([]);
  });

  it('keeps a message the mail server refuses for now and sends it once the pause is over', async () => {
    logs = [];
    smtp.state.refusal = { code: 451, text: 'Greylisted, try again later' };
    const { reference } = await store.recordMessage(contact('Réessayez-moi.'));
    await forwarder().nudge();
    expect(received(reference)).toHaveLength(0);
    expect(await forwardingOf(reference)).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      lastError: expect.stringContaining('451'),
    });
    const pause = await pauseOf(reference);
    expect(pause).toBeGreaterThan(RETRY_PAUSES_MS[0]! / 1000 - 5);
    expect(pause).toBeLessThanOrEqual(RETRY_PAUSES_MS[0]! / 1000);
    // Within the pause nothing is tried again.
    await forwarder().nudge();
    expect((await forwardingOf(reference))?.attempts).toBe(1);

    smtp.state.refusal = undefined;
    await pauseOver(reference);
    await forwarder().nudge();
    expect(received(reference)).toHaveLength(1);
    expect(await forwardingOf(reference)).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
    expect(logs).toEqual([
      expect.stringMatching(
        new RegExp(`^mail: ${reference} not forwarded \\(attempt 1\\), next in 1 min: .*451`),
      ),
    ]);
  });

  it('gives a message up when the mail server refuses it for good, and says why', async () => {
    logs = [];
    smtp.state.refusal = { code: 550, text: 'Mailbox unavailable' };
    const { reference } = await store.recordMessage(contact('Refusé pour de bon.'));
    await forwarder().nudge();
    smtp.state.refusal = undefined;
    await pauseOver(reference);
    await forwarder().nudge();
    expect(received(reference)).toHaveLength(0);
    expect(await forwardingOf(reference)).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: expect.any(Date),
      lastError: expect.stringContaining('550'),
    });
    expect(logs).toEqual([expect.stringContaining(`${reference} not forwarded, given up after 1`)]);
  });

  it('retries when the mail server cannot be reached, and gives up after the last pause', async () => {
    logs = [];
    const { reference } = await store.recordMessage(contact('Serveur injoignable.'));
    const closed = `smtp://127.0.0.1:1`;
    for (let attempt = 1; attempt <= RETRY_PAUSES_MS.length + 1; attempt += 1) {
      await forwarder(closed).nudge();
      await pauseOver(reference);
    }
    expect(await forwardingOf(reference)).toMatchObject({
      attempts: RETRY_PAUSES_MS.length + 1,
      sentAt: null,
      failedAt: expect.any(Date),
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    expect(logs.at(-1)).toContain(`given up after ${RETRY_PAUSES_MS.length + 1} attempt(s)`);
  });

  it('never lets what a visitor typed add a header or a recipient, nor reach the log', async () => {
    logs = [];
    smtp.state.refusal = { code: 451, text: 'Later' };
    const hostile = contact('Corps\r\n.\r\nMAIL FROM:<evil@attaquant.example>\r\n', {
      firstName: 'Awa\r\nBcc: victime@exemple.sn',
      lastName: 'Diop\nSubject: pirate',
      email: 'awa@exemple.sn',
    });
    const { reference } = await store.recordMessage(hostile);
    await forwarder().nudge();
    expect(logs.join('\n')).not.toMatch(/Awa|Diop|Corps|awa@/);
    smtp.state.refusal = undefined;
    await pauseOver(reference);
    await forwarder().nudge();

    const [one, ...more] = received(reference);
    expect(more).toHaveLength(0);
    expect(one!.rcptTo).toEqual(['support@yonnee.com']);
    expect(one!.mail.bcc).toBeUndefined();
    expect(one!.mail.subject).toBe(
      `[${reference}] Message de contact de Awa Bcc: victime@exemple.sn Diop Subject: pirate`,
    );
    expect(one!.raw).not.toMatch(/^Bcc:/im);
    expect(one!.raw).not.toMatch(/^Subject: pirate/im);
    expect(one!.mail.text).toContain('MAIL FROM:<evil@attaquant.example>');
    expect(smtp.received.some((r) => r.mailFrom.includes('attaquant'))).toBe(false);
  });

  it('sends each message once when two servers drain one outbox at the same time', async () => {
    logs = [];
    const references = await Promise.all(
      Array.from(
        { length: 12 },
        async (_, i) => (await store.recordMessage(contact(`Lot ${i}`))).reference,
      ),
    );
    const first = forwarder();
    const second = forwarder();
    await Promise.all([first.nudge(), second.nudge()]);
    for (const reference of references) expect(received(reference)).toHaveLength(1);
  });

  it('forwards a password-reset request with what support must do', async () => {
    const { reference } = await store.recordMessage({
      kind: 'password-reset',
      page: '/forgot-password',
      email: 'marchand@exemple.sn',
    });
    await forwarder().nudge();
    const [one] = received(reference);
    expect(one!.mail.subject).toBe(`[${reference}] Mot de passe oublié`);
    expect(one!.mail.replyTo?.value).toEqual([{ name: '', address: 'marchand@exemple.sn' }]);
    expect(one!.mail.text).toContain('réinitialisation du mot de passe');
  });
});

describe('mail settings', () => {
  it('are off without SMTP_URL and refuse what is not an SMTP URL', () => {
    expect(mailSettings({})).toBeUndefined();
    expect(() => mailSettings({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL is not a URL/);
    expect(() => mailSettings({ SMTP_URL: 'https://mail.exemple.sn' })).toThrow(/smtp:\/\//);
    expect(mailSettings({ SMTP_URL: 'smtps://u:p@mail.exemple.sn:465' })).toEqual({
      url: 'smtps://u:p@mail.exemple.sn:465',
      from: `Yonnee <${site.supportEmail}>`,
      to: site.supportEmail,
    });
    expect(
      mailSettings({ SMTP_URL: 'smtp://mail', MAIL_TO: 'equipe@exemple.sn', MAIL_FROM: 'a@b.sn' }),
    ).toMatchObject({ to: 'equipe@exemple.sn', from: 'a@b.sn' });
  });

  it('write to the support address the site shows', () => {
    expect(SUPPORT_ADDRESS).toBe(site.supportEmail);
  });
});
