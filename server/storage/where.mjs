// Where the embedded storage lives, for `npm start` and `npm run inbox` alike.
import path from 'node:path';

/** DATA_DIR, else .data/ at the project's root (never in the build, never committed). */
export const dataDirOf = (root, env = process.env) =>
  path.resolve(env.DATA_DIR || path.join(root, '.data'));

/** Written by a running `npm start` (mode 600): where it listens and its operator token. */
export const serverFileOf = (dataDir) => `${dataDir}.server.json`;
