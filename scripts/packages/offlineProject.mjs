// A project outside this repository that installs the two packages from their tarballs with no
// registry: its direct dependencies and everything beneath them point at tarballs packed from
// this repository's node_modules (localTarballs.mjs), pinned with `overrides`. Used by
// `npm run test:packages` (its consumer fixture and the merchant console) and `npm run console`.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** The two packages' manifests, and where `npm run pack:*` wrote their tarballs. */
export async function yonneeTarballs(rootDir) {
  const read = async (name) =>
    JSON.parse(await readFile(path.join(rootDir, 'packages', name, 'package.json'), 'utf8'));
  const [kit, api] = await Promise.all([read('kit'), read('api')]);
  const tarball = (name, version) =>
    path.join(rootDir, 'dist-packages', `yonnee-${name}-${version}.tgz`);
  return {
    kit,
    api,
    files: {
      '@yonnee/kit': tarball('kit', kit.version),
      '@yonnee/api': tarball('api', api.version),
    },
  };
}

/**
 * Writes `projectDir/package.json` and installs it offline.
 * @param {object} options
 * @param {string} options.name the project's name
 * @param {string[]} options.direct its dependencies besides the two packages
 * @param {Map<string, string>} options.local every tarball packed from node_modules (packLocalDependencies)
 * @param {Record<string, string>} options.yonnee the two packages' tarballs
 */
export async function installOffline(projectDir, { name, direct, local, yonnee }) {
  const fileSpec = (dependency) => {
    const file = local.get(dependency);
    if (!file) throw new Error(`${dependency} was not packed from node_modules`);
    return `file:${file}`;
  };
  const manifest = {
    name,
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(Object.entries(yonnee).map(([pkg, file]) => [pkg, `file:${file}`])),
      ...Object.fromEntries(direct.map((dependency) => [dependency, fileSpec(dependency)])),
    },
    overrides: Object.fromEntries(
      [...local.keys()]
        .filter((dependency) => !direct.includes(dependency))
        .map((dependency) => [dependency, fileSpec(dependency)]),
    ),
  };
  await writeFile(path.join(projectDir, 'package.json'), JSON.stringify(manifest, null, 2));
  await exec(
    'npm',
    ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: projectDir },
  );
}
