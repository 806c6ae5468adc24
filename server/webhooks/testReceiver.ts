// Tests only: a merchant's notification endpoint on 127.0.0.1 (port chosen by the OS) that
// verifies each notification with the Standard Webhooks library itself and answers as told.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** What `Webhook.verify` returned (the parsed payload), or its error's message. */
  verified: unknown;
  error?: string;
}

type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

export async function startReceiver(secret: string, path = '/ipn') {
  const received: Received[] = [];
  /** Answers to give, in order; then 200. */
  const answers: Answer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified: unknown;
      let error: string | undefined;
      try {
        verified = new Webhook(secret).verify(body, request.headers as Record<string, string>);
      } catch (failure) {
        error = (failure as Error).message;
      }
      received.push({ headers: request.headers, body, verified, error });
      const answer = answers.shift() ?? { status: 200, body: 'reçu' };
      if (answer === 'hang') return;
      response.writeHead(answer.status, answer.headers).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    port,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
