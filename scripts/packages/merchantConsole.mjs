// examples/merchant-console as another team would run it: copied out of this repository (so
// nothing resolves to the packages' sources through the workspace links), its dependencies
// installed offline from the tarballs (offlineProject.mjs), then built or served by Vite. The
// copy's manifest keeps only what runs in the browser and the types: Vite and tsc are this
// repository's (vite.config.ts imports nothing).
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { installOffline } from './offlineProject.mjs';

export const consoleSource = 'examples/merchant-console';

/** The console's dependencies other than @yonnee/*, and its type packages. */
export async function consoleDependencies(rootDir) {
  const manifest = JSON.parse(
    await readFile(path.join(rootDir, consoleSource, 'package.json'), 'utf8'),
  );
  const runtime = Object.keys(manifest.dependencies).filter((n) => !n.startsWith('@yonnee/'));
  const types = Object.keys(manifest.devDependencies).filter((n) => n.startsWith('@types/'));
  return [...runtime, ...types];
}

/** Copies the console into `projectDir` and installs it from the tarballs. */
export async function installConsole(projectDir, { rootDir, local, yonnee }) {
  await cp(path.join(rootDir, consoleSource), projectDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  await installOffline(projectDir, {
    name: 'yonnee-merchant-console',
    direct: await consoleDependencies(rootDir),
    local,
    yonnee,
  });
}
