// Builds Storybook, serves it, and runs every story with the test runner:
// render, play function, axe (WCAG 2.2 AA) and a strict visual comparison.
// `--update-snapshots` rewrites the baselines and records the Chromium version.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromeVersion, findChrome } from './chrome-path.mjs';
import { npx } from './run.mjs';
import { serveStatic } from './static-server.mjs';

const update = process.argv.includes('--update-snapshots');
const skipBuild = process.argv.includes('--no-build');
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6107);
const outDir = process.env.STORYBOOK_OUT ?? 'storybook-static';
const versionFile = 'stories/__visual__/chromium-version.txt';

const chrome = await findChrome();
const version = chromeVersion(chrome);
let baselineMismatch = false;
if (update) {
  mkdirSync('stories/__visual__', { recursive: true });
  writeFileSync(versionFile, version + '\n');
} else {
  const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '(none)';
  if (recorded !== version) {
    baselineMismatch = true;
    console.error(
      `\nVisual baselines were made with ${recorded}, this machine has ${version}.\n` +
        'Screenshots differ between Chromium versions, so the visual check cannot pass here.\n' +
        'Refresh the baselines with `npm run test:stories:update`, review the images, and commit them on their own.\n',
    );
  }
}

if (!skipBuild) {
  const built = await npx('storybook', ['build', '--quiet', '-o', outDir]);
  if (built !== 0) process.exit(built);
}

mkdirSync('.reports', { recursive: true });
const server = await serveStatic(outDir, port);
const code = await npx(
  'test-storybook',
  [
    '--url',
    `http://127.0.0.1:${port}`,
    '--index-json',
    `--maxWorkers=${process.env.STORYBOOK_TEST_WORKERS ?? 3}`,
    ...(update ? ['--updateSnapshot'] : ['--ci']),
    // Anything else narrows the run, e.g. `kit-button` runs only the Kit/Button stories.
    // The runner hands its arguments to a shell, so each filter is quoted.
    ...process.argv
      .slice(2)
      .filter((arg) => !arg.startsWith('--'))
      .map((arg) => `'${arg.replaceAll("'", "'\\''")}'`),
  ],
  { env: { ...process.env, CHROME_PATH: chrome } },
);
server.close();
process.exit(code !== 0 ? code : baselineMismatch ? 1 : 0);
