// The cluster's workers serve HTTP on both cores; the state they share (the sandbox's data,
// the CSP reports) lives in one process, the primary, and workers reach it over the cluster's
// IPC channel. A worker's request is answered, timed out or refused: never left waiting.
import { FETCH_FORBIDDEN_METHODS } from './app.mjs';
import { storageFailureReason } from './storage/failureReason.mjs';

/** Longest a worker waits for the primary: the sandbox's longest delay (30 s) and a margin. */
export const BRIDGE_TIMEOUT_MS = 40_000;
/** Requests a worker may have in flight to the primary; past this it answers 503 at once. */
export const MAX_IN_FLIGHT = 2_000;

const json = (status, code, message, title) =>
  new Response(JSON.stringify({ code, message, data: { title } }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * The worker's side: an API service and a report sink that ask the primary.
 * @param {NodeJS.Process} channel the worker's process (send / on('message'))
 */
export function connectToPrimary(channel = process, { timeoutMs = BRIDGE_TIMEOUT_MS } = {}) {
  let nextId = 0;
  const waiting = new Map();
  channel.on('message', (message) => {
    const settle = waiting.get(message?.id);
    if (!settle) return;
    waiting.delete(message.id);
    settle(message);
  });
  const ask = (message) => {
    if (waiting.size >= MAX_IN_FLIGHT) return Promise.resolve(undefined);
    const id = ++nextId;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(undefined);
      }, timeoutMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      channel.send({ ...message, id }, (error) => {
        if (!error) return;
        clearTimeout(timer);
        waiting.delete(id);
        resolve(undefined);
      });
    });
  };

  return {
    api: {
      async handle(request, override) {
        const body = ['GET', 'HEAD'].includes(request.method)
          ? null
          : new Uint8Array(await request.arrayBuffer());
        const answer = await ask({
          kind: 'api',
          method: override?.method ?? request.method,
          url: request.url,
          headers: [...request.headers],
          body,
        });
        if (!answer)
          return json(
            503,
            'SERVICE_UNAVAILABLE',
            'Service Unavailable',
            'Le bac à sable ne répond pas : réessayez dans quelques secondes.',
          );
        if (answer.networkError) return Response.error();
        return new Response([204, 304].includes(answer.status) ? null : answer.body, {
          status: answer.status,
          headers: answer.headers,
        });
      },
    },
    reports: {
      add: (report) => channel.send({ kind: 'csp-report', report }, () => {}),
      list: async () => (await ask({ kind: 'csp-list' }))?.reports ?? [],
    },
    /** The forms' storage, which the primary opens: each call answers or throws. */
    store: Object.fromEntries(
      STORE_OPERATIONS.map((op) => [
        op,
        async (...args) => {
          const answer = await ask({ kind: 'store', op, args });
          if (!answer) throw new Error(`storage: ${op} got no answer from the primary`);
          if (answer.error) throw new Error(`storage: ${answer.error}`);
          return answer.result;
        },
      ]),
    ),
  };
}

/** What workers may ask of the storage (server/storage/store.mjs). */
export const STORE_OPERATIONS = [
  'recordMessage',
  'subscribe',
  'unsubscribe',
  'subscriptionOf',
  'inbox',
];

/**
 * The primary's side: answers one worker's messages from the sandbox and the report store.
 * @param {import('node:cluster').Worker} worker
 * @param {{ api?: { handle(request: Request): Promise<Response> }, reports: import('./csp-reports.mjs').ReportSink, store: () => Promise<Record<string, Function>> }} owners
 * `store` resolves once the storage is open (it opens while workers start serving pages).
 */
export function serveWorker(worker, { api, reports, store }) {
  const reply = (message) => {
    if (worker.isConnected()) worker.send(message, () => {});
  };
  worker.on('message', async (message) => {
    switch (message?.kind) {
      case 'api': {
        if (!api) return reply({ id: message.id, status: 404, headers: [], body: null });
        let response;
        try {
          const fetchable = !FETCH_FORBIDDEN_METHODS.has(message.method);
          response = await api.handle(
            new Request(message.url, {
              method: fetchable ? message.method : 'GET',
              headers: message.headers,
              body: message.body?.length ? message.body : undefined,
            }),
            fetchable ? undefined : { method: message.method },
          );
        } catch (error) {
          console.error(`sandbox: ${error?.message ?? error}`);
          response = json(
            500,
            'INTERNAL_ERROR',
            'Internal Server Error',
            'Erreur interne du bac à sable.',
          );
        }
        if (response.type === 'error') return reply({ id: message.id, networkError: true });
        return reply({
          id: message.id,
          status: response.status,
          headers: [...response.headers],
          body: new Uint8Array(await response.arrayBuffer()),
        });
      }
      case 'csp-report':
        return reports.add(message.report);
      case 'csp-list':
        return reply({ id: message.id, reports: await reports.list() });
      case 'store': {
        if (!STORE_OPERATIONS.includes(message.op))
          return reply({ id: message.id, error: `unknown operation ${message.op}` });
        try {
          const result = await (await store())[message.op](...message.args);
          return reply({ id: message.id, result });
        } catch (error) {
          console.error(`storage ${message.op}: ${storageFailureReason(error)}`);
          return reply({ id: message.id, error: 'the storage failed' });
        }
      }
    }
  });
}
