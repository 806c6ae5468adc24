// The docs' Postman collection (built into dist/ by scripts/build.mjs), served with the origin
// of the server that serves it as its `baseUrl`: a build is made once, and may be served at
// many addresses (a developer's machine, a preview, production), each its own sandbox.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The download's name, as scripts/postman-collection.mjs writes it. */
export const POSTMAN_COLLECTION_FILE = 'yonnee-api.postman_collection.json';

/**
 * Answers GET and HEAD of the collection with `baseUrl` set to `publicOrigin`; nothing when the
 * build has none. The file itself is left as built.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ distDir: string, publicOrigin: string }} options
 */
export function registerPostmanCollection(app, { distDir, publicOrigin }) {
  const file = path.join(distDir, POSTMAN_COLLECTION_FILE);
  if (!existsSync(file)) return;
  const collection = JSON.parse(readFileSync(file, 'utf8'));
  const origin = new URL(publicOrigin).origin;
  const others = (collection.variable ?? []).filter((variable) => variable.key !== 'baseUrl');
  collection.variable = [{ key: 'baseUrl', value: origin, type: 'string' }, ...others];
  const body = `${JSON.stringify(collection, null, 2)}\n`;
  app.get(`/${POSTMAN_COLLECTION_FILE}`, (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Disposition', `attachment; filename="${POSTMAN_COLLECTION_FILE}"`)
      .send(body),
  );
}
