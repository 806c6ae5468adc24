// `npm run test:stress`: the browser suites (stories, then end-to-end) with every core kept busy,
// as on a loaded CI machine, where a test that waits for time instead of for the page flakes.
// One busy-loop child per core; each stops when this script ends (however it ends) and after
// STRESS_MAX_MINUTES at most. STRESS_RUNS repeats the suites; a test that fails in some runs and
// passes in others is reported as flaky. `npm run test:stress -- e2e` runs one suite only.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { run } from './run.mjs';
import { readCounts, readPlaywright } from './test-reports.mjs';

const suites = [
  {
    name: 'stories',
    script: 'test:stories',
    report: '.reports/counts/stories.json',
    counts: readCounts('.reports/counts/stories.json'),
  },
  { name: 'e2e', script: 'test:e2e', report: '.reports/e2e.json', counts: readPlaywright },
];

const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = chosen.filter((name) => !suites.some((suite) => suite.name === name));
if (unknown.length) {
  console.error(`Unknown suite ${unknown.join(', ')}: choose among stories, e2e.`);
  process.exit(2);
}
const wanted = chosen.length ? suites.filter((suite) => chosen.includes(suite.name)) : suites;
const runs = positive('STRESS_RUNS', 1);
const maxMinutes = positive('STRESS_MAX_MINUTES', 60);
const cores = availableParallelism();

function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(value > 0)) {
    console.error(`${name} must be a positive number, not "${raw}".`);
    process.exit(2);
  }
  return value;
}

// Runs in each child. The loop spins in 100 ms slices and lets the event loop turn between
// them, so the child sees its parent go: the IPC channel closes even when the parent is killed
// with SIGKILL, and a changed parent pid is checked as well.
const burner = `
  const deadline = Date.now() + Number(process.argv[1]);
  const parent = process.ppid;
  process.on('disconnect', () => process.exit(0));
  const spin = () => {
    if (Date.now() > deadline || process.ppid !== parent) process.exit(0);
    const until = Date.now() + 100;
    while (Date.now() < until);
    setImmediate(spin);
  };
  spin();
`;

const burners = Array.from({ length: cores }, () =>
  spawn(process.execPath, ['-e', burner, String(maxMinutes * 60_000)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  }),
);
let loadEnded = false;
const stopLoad = () => {
  for (const child of burners) if (child.exitCode === null) child.kill();
};
for (const child of burners) {
  // The burners must not keep this script alive, and their end must not go unnoticed.
  child.unref();
  child.channel?.unref();
  child.on('exit', () => {
    if (!loadEnded && burners.every((b) => b.exitCode !== null || b.signalCode !== null)) {
      loadEnded = true;
      console.log(`\n[stress] the CPU load stopped (hard limit: ${maxMinutes} min).`);
    }
  });
}
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopLoad();
    process.exit(130);
  });
}

console.log(
  `[stress] ${cores} busy-loop processes (one per core, at most ${maxMinutes} min); ` +
    `${runs} run(s) of ${wanted.map((s) => s.name).join(' then ')}.`,
);

const results = [];
const started = Date.now();
for (let index = 1; index <= runs; index++) {
  for (const suite of wanted) {
    console.log(
      `\n━━━ run ${index}/${runs}: ${suite.name} under load (npm run ${suite.script}) ━━━`,
    );
    // A suite that crashes writes no report: an older one must not be read instead.
    rmSync(suite.report, { force: true });
    const suiteStarted = Date.now();
    const code = await run('npm', ['run', '--silent', suite.script]);
    const counted = suite.counts() ?? { passed: 0, failed: 0, failures: [] };
    results.push({
      run: index,
      suite: suite.name,
      code,
      passed: counted.passed,
      // A suite that exits non-zero with no failed test (a build error) still counts one failure.
      failed: code !== 0 && counted.failed === 0 ? 1 : counted.failed,
      failures: counted.failures ?? [],
      seconds: Math.round((Date.now() - suiteStarted) / 1000),
      loaded: !loadEnded,
    });
  }
}
loadEnded = true;
stopLoad();

console.log('\n━━━ stress summary ━━━');
for (const r of results) {
  console.log(
    `${r.code === 0 ? 'ok  ' : 'FAIL'}  run ${r.run}  ${r.suite.padEnd(8)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s${r.loaded ? '' : '  (load had stopped)'}`,
  );
}
// The same test failing in several runs is one problem; in some runs only, a flake.
const byTest = new Map();
for (const r of results) {
  for (const failure of r.failures) {
    const key = `${r.suite}: ${failure}`;
    byTest.set(key, (byTest.get(key) ?? 0) + 1);
  }
}
if (byTest.size) {
  console.log('\nfailed tests (runs failed / runs):');
  for (const [test, count] of byTest) {
    console.log(`  ✗ ${count}/${runs}${count < runs ? ' flaky' : ''}  ${test}`);
  }
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(
  `${passed} passed, ${failed} failed under load, in ${Math.round((Date.now() - started) / 1000)}s`,
);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
