// What only the site's operator may read (CSP reports, the forms' inbox): a bearer token,
// OPERATOR_TOKEN, compared in constant time. Without it the route says how to enable it.
import { timingSafeEqual } from 'node:crypto';

const sameSecret = (given, expected) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Answers the refusal and returns false, or returns true when the request carries the token. */
export function operatorAllowed(request, reply, operatorToken, what) {
  reply.header('Cache-Control', 'no-store');
  const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!operatorToken) {
    reply
      .code(403)
      .type('text/plain; charset=utf-8')
      .send(`Lecture ${what} désactivée : démarrez le serveur avec OPERATOR_TOKEN.`);
    return false;
  }
  if (!sent || !sameSecret(sent, operatorToken)) {
    reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer')
      .type('text/plain; charset=utf-8')
      .send('Jeton d’opérateur manquant ou refusé (Authorization: Bearer <OPERATOR_TOKEN>).');
    return false;
  }
  return true;
}

export const INBOX_PATH = '/operator/inbox';

/** GET INBOX_PATH: the forms' messages and subscriptions, for `npm run inbox`. */
export function registerInbox(app, { store, operatorToken }) {
  app.get(INBOX_PATH, async (request, reply) => {
    if (!operatorAllowed(request, reply, operatorToken, 'de la boîte de réception')) return reply;
    return reply.send(await store.inbox());
  });
}
