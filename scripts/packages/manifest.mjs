import { readFile } from 'node:fs/promises';
import path from 'node:path';

const names = ['kit', 'api'];

/** packages/<name>/, after checking the name is one of the packages. */
export function packageDir(name) {
  if (!names.includes(name)) {
    console.error(`Unknown package "${name}": one of ${names.join(', ')}`);
    process.exit(2);
  }
  return path.join('packages', name);
}

export const readManifest = async (name) =>
  JSON.parse(await readFile(path.join(packageDir(name), 'package.json'), 'utf8'));
