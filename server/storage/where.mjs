// Where the embedded storage lives, for `npm start` and `npm run inbox` alike.
import path from 'node:path';

/** Keeps everything in memory, gone at exit (a demo, a test's own server). */
export const IN_MEMORY = 'memory://';

/** DATA_DIR, else .data/ at the project's root (never in the build, never committed). */
export const dataDirOf = (root, env = process.env) =>
  env.DATA_DIR === IN_MEMORY ? IN_MEMORY : path.resolve(env.DATA_DIR || path.join(root, '.data'));

/**
 * Written by a running `npm start` (mode 600): where it listens and its operator token, for
 * `npm run inbox`. None for storage in memory, which no other process could read anyway.
 */
export const serverFileOf = (dataDir) =>
  dataDir === IN_MEMORY ? undefined : `${dataDir}.server.json`;
