// `npm test`: every check in order, each reported, then one line of totals
// over all suites. Every step runs even after a failure, so one run shows all.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { run } from './run.mjs';

const steps = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
  { name: 'unit', script: 'test:unit', counts: readVitest },
  {
    name: 'bundle budget',
    script: 'test:budget',
    counts: readCounts('.reports/counts/budget.json'),
    optional: true,
  },
  { name: 'stories', script: 'test:stories', counts: readCounts('.reports/counts/stories.json') },
  { name: 'e2e', script: 'test:e2e', counts: readPlaywright },
];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function readVitest() {
  const report = readJson('.reports/unit.json');
  return report && { passed: report.numPassedTests, failed: report.numFailedTests };
}

function readCounts(file) {
  return () => readJson(file);
}

function readPlaywright() {
  const report = readJson('.reports/e2e.json');
  return (
    report && {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
    }
  );
}

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
rmSync('.reports', { recursive: true, force: true });
const results = [];
for (const step of steps) {
  if (step.optional && !scripts[step.script]) continue;
  console.log(`\n━━━ ${step.name} (npm run ${step.script}) ━━━`);
  const started = Date.now();
  const code = await run('npm', ['run', '--silent', step.script]);
  const seconds = Math.round((Date.now() - started) / 1000);
  // A suite that exits non-zero with no failing test (a crash, a build error) still counts as one failure.
  const counted =
    step.counts?.() ?? (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  const failed = code !== 0 && counted.failed === 0 ? 1 : counted.failed;
  results.push({ name: step.name, code, passed: counted.passed, failed, seconds });
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
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
