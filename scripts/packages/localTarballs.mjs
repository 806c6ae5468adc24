// The consumer project of `npm run test:packages` installs with no registry: each package it
// needs, and each of theirs, is packed from this repository's node_modules (the very versions
// the kit and the client are built and tested with) and pinned with `overrides`.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** The folder `name` resolves to from `fromDir`, as Node would find it (nested first). */
function packageFolder(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (from ${fromDir})`);
  }
}

/** `names` and everything they depend on, each resolved to its folder in node_modules. */
function dependencyClosure(names, rootDir) {
  const folders = new Map();
  const visit = (name, fromDir) => {
    const folder = packageFolder(name, fromDir);
    if (folders.has(name)) return;
    folders.set(name, folder);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, folder);
  };
  for (const name of names) visit(name, rootDir);
  return folders;
}

/**
 * Packs `names` and their dependencies into `destDir`.
 * @returns {Promise<Map<string, string>>} each package's name and its tarball's path.
 */
export async function packLocalDependencies(names, { rootDir, destDir }) {
  const folders = dependencyClosure(names, rootDir);
  const { stdout } = await promisify(execFile)(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', destDir, ...folders.values()],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return new Map(
    JSON.parse(stdout).map((packed) => [packed.name, path.join(destDir, packed.filename)]),
  );
}
