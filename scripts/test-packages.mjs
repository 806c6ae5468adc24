// `npm run test:packages`: @yonnee/kit and @yonnee/api as another team gets them. Both are packed,
// their tarballs installed into a fresh project outside this repository (no registry: see
// localTarballs.mjs), which is type-checked with tsc and built with plain Vite (no vanilla-extract
// plugin); its page is opened in Chromium, where the kit's stylesheet must style it, and the API
// package is called from plain Node against the sandbox. Each check is counted for `npm test`.
// The page's checks run in the browser (page.evaluate), where `window` is.
/* global window */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChrome } from './chrome-path.mjs';
import { freePort } from './freePort.mjs';
import { run as runCommand } from './run.mjs';
import { packLocalDependencies } from './packages/localTarballs.mjs';
import { consoleDependencies, installConsole } from './packages/merchantConsole.mjs';
import { installOffline, yonneeTarballs } from './packages/offlineProject.mjs';
import { startSandbox } from './packages/sandboxServer.mjs';
import { serveStatic } from './packages/serveStatic.mjs';

const root = process.cwd();
const exec = promisify(execFile);
const tool = (bin) => path.join(root, 'node_modules', bin);
const results = [];

/** Runs one named check; a failure is recorded with its first line and stops what depends on it. */
async function check(name, body) {
  const started = Date.now();
  try {
    await body();
    results.push({ name, ok: true });
    console.log(`ok    ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return true;
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim();
    const message = `${error.message}${output ? `\n${output}` : ''}`;
    results.push({ name, ok: false, message });
    console.log(`FAIL  ${name}\n${message.replace(/^/gm, '      ')}`);
    return false;
  }
}

const work = await mkdtemp(path.join(tmpdir(), 'yonnee-packages-'));
const project = path.join(work, 'merchant');
const tarballs = path.join(work, 'tarballs');
const closers = [];
/** Every dependency's tarball packed from node_modules: the fixture and the console share them. */
let local;
const kit = JSON.parse(await readFile('packages/kit/package.json', 'utf8'));
const api = JSON.parse(await readFile('packages/api/package.json', 'utf8'));

/** Waits until `url` answers, or `child` ends, or 30 s pass. */
async function answering(url, child) {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in 30 s`);
}

/**
 * examples/merchant-console installed from the same tarballs, built by plain Vite, served by
 * `vite preview` in front of the sandbox, and its end-to-end tests (console-e2e/) run against it:
 * each test is counted here. Arguments after `--` go to Playwright (`-- --repeat-each=3`).
 */
async function checkConsole(sandboxOrigin) {
  const consoleDir = path.join(work, 'merchant-console');
  const built = await check(
    'the merchant console installs from the tarballs, type-checks and builds',
    async () => {
      const { files } = await yonneeTarballs(root);
      await installConsole(consoleDir, { rootDir: root, local, yonnee: files });
      await exec(process.execPath, [tool('typescript/bin/tsc'), '-p', consoleDir]);
      await exec(process.execPath, [tool('vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
        cwd: consoleDir,
      });
    },
  );
  if (!built) return;
  const port = await freePort();
  const preview = spawn(
    process.execPath,
    [
      tool('vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: consoleDir,
      stdio: 'ignore',
      env: { ...process.env, CONSOLE_API_ORIGIN: sandboxOrigin },
    },
  );
  closers.push(async () => {
    preview.kill('SIGTERM');
  });
  const consoleUrl = `http://127.0.0.1:${port}`;
  const report = path.join(work, 'console-e2e.json');
  const served = await check('vite preview serves the console', () =>
    answering(consoleUrl, preview),
  );
  if (!served) return;
  const code = await runCommand(
    process.execPath,
    [
      tool('@playwright/test/cli.js'),
      'test',
      '--config',
      'scripts/packages/console-e2e/playwright.config.ts',
      ...process.argv.slice(2),
    ],
    {
      env: {
        ...process.env,
        CONSOLE_URL: consoleUrl,
        CONSOLE_E2E_REPORT: report,
        CHROME_PATH: await findChrome(),
        CHROME_ARGS: JSON.stringify(chromiumArgs),
      },
    },
  );
  const outcome = await readFile(report, 'utf8').then(JSON.parse, () => null);
  const tests = (outcome?.suites ?? []).flatMap(function specsOf(suite) {
    return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
  });
  for (const spec of tests) {
    for (const one of spec.tests) {
      for (const result of one.results) {
        const name = `console: ${spec.title}`;
        if (result.status === 'passed') results.push({ name, ok: true });
        else {
          const message = result.error?.message?.split('\n')[0] ?? result.status;
          results.push({ name, ok: false, message });
        }
      }
    }
  }
  if (code !== 0 && !results.some((r) => !r.ok && r.name.startsWith('console: '))) {
    results.push({ name: 'the console’s end-to-end tests', ok: false, message: `exit ${code}` });
  }
}

async function run() {
  const sandboxStarting = freePort().then((port) =>
    startSandbox({ workDir: path.join(work, 'sandbox'), port }),
  );
  sandboxStarting.catch(() => undefined);

  const packed = await check('npm run pack:kit and pack:api write two tarballs', async () => {
    await rm('dist-packages', { recursive: true, force: true });
    await Promise.all([
      exec('npm', ['run', '--silent', 'pack:kit']),
      exec('npm', ['run', '--silent', 'pack:api']),
    ]);
    const files = (await readdir('dist-packages')).sort();
    const expected = [`yonnee-api-${api.version}.tgz`, `yonnee-kit-${kit.version}.tgz`];
    if (files.join() !== expected.join())
      throw new Error(`dist-packages/ holds ${files.join(', ')}`);
  });
  if (!packed) return;

  const installed = await check('the tarballs install into a fresh project, offline', async () => {
    await mkdir(tarballs, { recursive: true });
    await cp('packages/consumer-fixture', project, { recursive: true });
    const direct = [
      'react',
      'react-dom',
      '@tanstack/react-query',
      '@types/react',
      '@types/react-dom',
    ];
    local = await packLocalDependencies(
      [
        ...new Set([
          ...direct,
          ...(await consoleDependencies(root)),
          ...Object.keys(kit.dependencies),
          ...Object.keys(api.dependencies),
        ]),
      ],
      { rootDir: root, destDir: tarballs },
    );
    const { files } = await yonneeTarballs(root);
    await installOffline(project, { name: 'merchant-console-check', direct, local, yonnee: files });
  });
  if (!installed) return;

  // The three need nothing of each other: the type check (the slowest) runs beside the rest.
  await Promise.all([
    (async () => {
      await check('tsc accepts the project and refuses its wrong uses of both packages', () =>
        exec(process.execPath, [tool('typescript/bin/tsc'), '-p', project]),
      );
    })(),
    (async () => {
      const built = await check(
        'plain Vite builds the project (no vanilla-extract plugin)',
        async () => {
          await exec(process.execPath, [tool('vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
            cwd: project,
          });
          const manifest = JSON.parse(await readFile(path.join(project, 'package.json'), 'utf8'));
          if (JSON.stringify(manifest).includes('vanilla-extract')) {
            throw new Error('the project depends on vanilla-extract');
          }
        },
      );

      if (built) {
        await check('the page bundles only what it imports (no Badge, no OTP input)', async () => {
          const assets = path.join(project, 'dist', 'assets');
          const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
          const code = (
            await Promise.all(scripts.map((f) => readFile(path.join(assets, f), 'utf8')))
          ).join('');
          if (!code.includes('Session expired!')) throw new Error('the page lost its own text');
          // A recipe's module runs a call at load: only `sideEffects` lets a bundler drop it.
          const badge = await readFile(
            path.join(project, 'node_modules/@yonnee/kit/dist/src/kit/Badge/Badge.css.js'),
            'utf8',
          );
          const badgeClass = /defaultClassName: "([^"]+)"/.exec(badge)?.[1];
          if (!badgeClass) throw new Error('the Badge recipe’s class was not found in the package');
          if (code.includes(badgeClass))
            throw new Error('the unused Badge recipe is in the bundle');
          if (code.includes('Collage refusé')) {
            throw new Error('the unused OtpInput’s messages are in the bundle');
          }
          // One glyph drawn, one glyph shipped: the others' names are not in the bundle.
          if (!/[`"']wallet[`"']/.test(code)) throw new Error('the page lost its wallet glyph');
          const otherGlyphs = ['zoomIn', 'smartphone', 'eyeOff'].filter((name) =>
            new RegExp(`[\`"']${name}[\`"']`).test(code),
          );
          if (otherGlyphs.length) {
            throw new Error(`unused glyphs are in the bundle: ${otherGlyphs.join(', ')}`);
          }
        });

        await check(
          'Chromium shows the page styled by @yonnee/kit/styles.css, both themes',
          async () => {
            const server = await serveStatic(path.join(project, 'dist'));
            closers.push(server.close);
            const browser = await chromium.launch({
              executablePath: await findChrome(),
              args: chromiumArgs,
            });
            closers.push(() => browser.close());
            // Reduced motion: the kit then ends its transitions at once, so a colour is read settled.
            const page = await browser.newPage({ reducedMotion: 'reduce' });
            const errors = [];
            page.on('pageerror', (error) => errors.push(error.message));
            await page.goto(server.origin);
            const button = page.getByRole('button', { name: 'Thème sombre' });
            await button.waitFor();
            // The button's name says the theme it switches to; its look is read by its place.
            const look = () =>
              page.locator('main button').evaluate((element) => {
                const style = window.getComputedStyle(element);
                return {
                  background: style.backgroundColor,
                  radius: style.borderTopLeftRadius,
                  font: style.fontFamily,
                };
              });
            const light = await look();
            // The kit's light theme: action.primary.bg #2451d6; a browser's own button is grey and square.
            if (light.background !== 'rgb(36, 81, 214)')
              throw new Error(`the button's background is ${light.background}`);
            if (light.radius === '0px')
              throw new Error('the button has no radius: no kit rule applied');
            if (!light.font.includes('Inter Variable'))
              throw new Error(`the button's font is ${light.font}`);
            const fontLoaded = await page.evaluate(async () => {
              const faces = await window.document.fonts
                .load('16px "Inter Variable"')
                .catch(() => []);
              return faces.length > 0 && faces.every((face) => face.status === 'loaded');
            });
            if (!fontLoaded) throw new Error('the kit’s font file did not load');
            await button.click();
            // Away from the button, whose hover colour is another.
            await page.mouse.move(0, 0);
            await page.getByRole('button', { name: 'Thème clair' }).waitFor();
            // The dark theme's action.primary.bg is #8fb3ff: the theme is CSS variables under [data-theme].
            // Chromium drops the hover state on the frame after the pointer leaves: wait for it.
            const darkBackground = 'rgb(143, 179, 255)';
            await page.locator('main button').evaluate(
              (element, wanted) =>
                new Promise((resolve) => {
                  const deadline = performance.now() + 2000;
                  const settled = () =>
                    window.getComputedStyle(element).backgroundColor === wanted ||
                    performance.now() > deadline
                      ? resolve(undefined)
                      : window.requestAnimationFrame(settled);
                  settled();
                }),
              darkBackground,
            );
            const dark = await look();
            if (dark.background !== darkBackground)
              throw new Error(`in the dark theme the button is ${dark.background}`);
            if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);
          },
        );
      }
    })(),
    (async () => {
      const sandbox = await sandboxStarting;
      closers.push(sandbox.close);
      await checkConsole(sandbox.origin);
    })(),
    (async () => {
      await check('@yonnee/api works from a plain Node script against the sandbox', async () => {
        const sandbox = await sandboxStarting;
        const { stdout } = await exec(process.execPath, ['check-api.mjs', sandbox.origin], {
          cwd: project,
        });
        process.stdout.write(stdout.replace(/^/gm, '      '));
      });
    })(),
  ]);
}

try {
  await run();
} catch (error) {
  results.push({ name: 'test:packages', ok: false, message: error.stack });
  console.error(error);
} finally {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await rm(work, { recursive: true, force: true });
}

const failures = results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.message.split('\n')[0]}`);
await mkdir('.reports/counts', { recursive: true });
await writeFile(
  '.reports/counts/packages.json',
  JSON.stringify({ passed: results.length - failures.length, failed: failures.length, failures }),
);
console.log(`${results.length - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
