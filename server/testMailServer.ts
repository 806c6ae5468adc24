// A real SMTP server (smtp-server, which Nodemailer's authors maintain) on a free port, for the
// tests of the forwarding: it keeps what it accepts, read back with a real MIME parser
// (mailparser), and refuses for now or for good when told to.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface Received {
  mailFrom: string;
  rcptTo: string[];
  mail: ParsedMail;
  raw: string;
}

/** An SMTP server on a free port that keeps what it accepts and answers as told. */
export async function startMailServer() {
  const received: Received[] = [];
  const state = { refusal: undefined as { code: number; text: string } | undefined };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'yonnee' && auth.password === 's3cret:pass')
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (state.refusal) {
          const error = Object.assign(new Error(state.refusal.text), {
            responseCode: state.refusal.code,
          });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          mail: await simpleParser(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://yonnee:${encodeURIComponent('s3cret:pass')}@127.0.0.1:${port}`,
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
