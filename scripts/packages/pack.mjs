// `npm run pack:kit` / `pack:api`: builds one package and writes its tarball into dist-packages/,
// the file another team installs (`npm install ./yonnee-kit-0.1.0.tgz`).
import { mkdir } from 'node:fs/promises';
import { run } from '../run.mjs';
import { packageDir } from './manifest.mjs';

const PACK_DIR = 'dist-packages';

const name = process.argv[2];
const dir = packageDir(name);
const built = await run(process.execPath, ['scripts/packages/build.mjs', name]);
if (built !== 0) process.exit(built);
await mkdir(PACK_DIR, { recursive: true });
process.exit(
  await run('npm', ['pack', '--silent', '--pack-destination', PACK_DIR, `./${dir}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
);
