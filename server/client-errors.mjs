// What the server answers a request Node could not read far enough to route (its headers too
// large, a header or request line malformed, its headers too slow to come): the API's French
// envelope (spec 3.3) instead of Fastify's English one, then the connection closes, as Node's
// own answer does; nothing about the request is logged (it may hold a credential).
import http from 'node:http';

const kib = Math.round(http.maxHeaderSize / 1024);

/** By the parser's error code: status, the envelope's code and the French explanation. */
const REFUSALS = {
  HPE_HEADER_OVERFLOW: [
    431,
    'REQUEST_HEADER_FIELDS_TOO_LARGE',
    `Les en-têtes de la requête (adresse comprise) dépassent ${kib} Ko : raccourcissez-les.`,
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'REQUEST_TIMEOUT',
    'Les en-têtes de la requête sont arrivés trop lentement : renvoyez-la d’un bloc.',
  ],
};
const MALFORMED = [
  400,
  'BAD_REQUEST',
  'Requête HTTP illisible : la ligne de requête ou un en-tête est mal formé (caractère interdit, fin de ligne manquante).',
];

/** Fastify's `clientErrorHandler`: called with Node's `clientError` event. */
export function answerClientError(error, socket) {
  // The client has gone: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, title] = REFUSALS[error.code] ?? MALFORMED;
  const reason = http.STATUS_CODES[status];
  const body = JSON.stringify({ code, message: reason, data: { title } });
  if (socket.writable)
    socket.write(
      [
        `HTTP/1.1 ${status} ${reason}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  socket.destroy(error);
}
