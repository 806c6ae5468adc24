// `npm run build:kit` / `build:api`: one package of packages/<name>/ into its dist/: the modules
// (Vite's library mode, packages/<name>/vite.config.ts), then its types: tsc writes the
// declarations of every source file the entries reach, and rollup-plugin-dts gathers each entry's
// into one file, so the package ships no path of this repository's layout.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { run } from '../run.mjs';
import { packageDir, readManifest } from './manifest.mjs';

const name = process.argv[2];
const dir = packageDir(name);
const manifest = await readManifest(name);
const typesDir = path.join(dir, 'dist', '.types');

const step = async (what, command, args) => {
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`@yonnee/${name}: ${what} failed`);
    process.exit(code);
  }
};

await step('the library build', process.execPath, [
  'node_modules/vite/bin/vite.js',
  'build',
  '--config',
  path.join(dir, 'vite.config.ts'),
]);
await step('the declarations', process.execPath, [
  'node_modules/typescript/bin/tsc',
  '-p',
  path.join(dir, 'tsconfig.build.json'),
]);

// What the package's users install is theirs to declare; anything else (the vanilla-extract
// types the kit's recipes are written in) is copied in, since they will not have it.
const declared = Object.keys({
  ...manifest.dependencies,
  ...manifest.peerDependencies,
  ...manifest.optionalDependencies,
});
const bundle = await rollup({
  input: Object.fromEntries(
    Object.entries(manifest.exports)
      .filter(([, target]) => typeof target === 'object' && target.types)
      .map(([, target]) => [
        path.basename(target.types, '.d.ts'),
        path.join(
          typesDir,
          'packages',
          name,
          'src',
          `${path.basename(target.types, '.d.ts')}.d.ts`,
        ),
      ]),
  ),
  external: (id) => declared.some((dep) => id === dep || id.startsWith(`${dep}/`)),
  plugins: [dts({ respectExternal: true })],
  onLog: (level, log) => {
    if (level === 'warn') console.warn(`rollup-plugin-dts: ${log.message}`);
  },
});
await bundle.write({ dir: path.join(dir, 'dist'), format: 'es' });
await bundle.close();
await rm(typesDir, { recursive: true, force: true });
console.log(`@yonnee/${name}: built in ${path.relative(process.cwd(), path.join(dir, 'dist'))}`);
