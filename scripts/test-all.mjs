// `npm test`: every check in order, each reported, then one line of totals
// over all suites. Every step runs even after a failure, so one run shows all.
// The static checks share the two cores (they wait on different things); their
// output is printed whole, in order, once each ends. The unit tests run one worker
// on two cores (vitest's default there): the builds later steps test, the site's
// and Storybook's, are made meanwhile on the other core, at the lowest priority so
// that they take only what the unit tests leave (see `prebuilds`).
import { readFileSync, rmSync } from 'node:fs';
import { run, runCaptured } from './run.mjs';
import { readCounts, readPlaywright, readVitest } from './test-reports.mjs';

const steps = [
  { name: 'typecheck', script: 'typecheck', concurrent: true },
  { name: 'lint', script: 'lint', concurrent: true },
  { name: 'format', script: 'format:check', concurrent: true },
  { name: 'unit', script: 'test:unit', counts: readVitest, alongside: true },
  // The two packages as another team installs them (their tarballs in a fresh project).
  {
    name: 'packages',
    script: 'test:packages',
    counts: readCounts('.reports/counts/packages.json'),
  },
  {
    name: 'bundle budget',
    script: 'test:budget',
    counts: readCounts('.reports/counts/budget.json'),
    optional: true,
    // Its build is the one made beside the unit tests, found current.
    args: async () => (await reuse('site'), []),
  },
  // After the budget's build: the pages it checks are the build's.
  { name: 'html', script: 'test:html', counts: readCounts('.reports/counts/html.json') },
  {
    name: 'stories',
    script: 'test:stories',
    counts: readCounts('.reports/counts/stories.json'),
    // Storybook built beside the unit tests is reused, not built again.
    args: async () => ((await reuse('storybook')) ? ['--no-build'] : []),
  },
  { name: 'e2e', script: 'test:e2e', counts: readPlaywright },
];

/**
 * The site (for the bundle budget, html and e2e: `buildIfNeeded` then finds it current), then
 * Storybook. A step that needs one waits for it, and prints its output when it failed; a step
 * whose build failed here builds it itself, so its own failure is reported where it belongs.
 */
function prebuilds() {
  // Niceness 19: a unit test that needs the CPU gets it at once, its timing as when alone.
  const idle = (command, args) => runCaptured('nice', ['-n', '19', command, ...args]);
  const site = idle(process.execPath, [
    '--input-type=module',
    '-e',
    "await (await import('./server/build-if-needed.mjs')).buildIfNeeded(process.cwd())",
  ]);
  const storybook = site.then(() =>
    idle('node_modules/.bin/storybook', [
      'build',
      '--quiet',
      '-o',
      process.env.STORYBOOK_OUT ?? 'storybook-static',
    ]),
  );
  return { site, storybook };
}
const prebuilt = { site: null, storybook: null };

/** Waits for a build made beside the unit tests; true when it is there to reuse. */
async function reuse(name) {
  if (!prebuilt[name]) return false;
  const { code, output } = await prebuilt[name];
  if (code !== 0) console.log(`(building ${name} beside the unit tests failed:)\n${output}`);
  return code === 0;
}

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
rmSync('.reports', { recursive: true, force: true });
const results = [];

function record(step, code, seconds) {
  // A suite that exits non-zero with no failing test (a crash, a build error) still counts as one failure.
  const counted =
    step.counts?.() ?? (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  const failed = code !== 0 && counted.failed === 0 ? 1 : counted.failed;
  const failures = counted.failures ?? [];
  results.push({ name: step.name, code, passed: counted.passed, failed, failures, seconds });
}

const heading = (step) => `\n━━━ ${step.name} (npm run ${step.script}) ━━━`;
const wanted = steps.filter((step) => !step.optional || scripts[step.script]);

const started = Date.now();
const concurrent = wanted
  .filter((step) => step.concurrent)
  .map((step) => ({
    step,
    done: runCaptured('npm', ['run', '--silent', step.script]).then((outcome) => ({
      ...outcome,
      ended: Date.now(),
    })),
  }));
for (const { step, done } of concurrent) {
  const { code, output, ended } = await done;
  console.log(heading(step));
  process.stdout.write(output);
  record(step, code, Math.round((ended - started) / 1000));
}

for (const step of wanted.filter((s) => !s.concurrent)) {
  console.log(heading(step));
  const stepStarted = Date.now();
  if (step.alongside) Object.assign(prebuilt, prebuilds());
  const args = (await step.args?.()) ?? [];
  const code = await run('npm', [
    'run',
    '--silent',
    step.script,
    ...(args.length ? ['--', ...args] : []),
  ]);
  record(step, code, Math.round((Date.now() - stepStarted) / 1000));
}

console.log('\n━━━ summary ━━━');
for (const r of results) {
  console.log(
    `${r.code === 0 ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(14)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
// Repeated here because a CI log is often read from its tail only.
for (const r of results.filter((r) => r.failures.length > 0)) {
  console.log(`\nfailed in ${r.name}:`);
  for (const failure of r.failures) console.log(`  ✗ ${failure}`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
