// What each suite's report says: how many passed, how many failed, and which failed (the name
// and the first line of the message), for the summary of scripts/test-all.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const { firstLine } = createRequire(import.meta.url)('./first-line.cjs');

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

export function readVitest() {
  const report = readJson('.reports/unit.json');
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      failures: report.testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map(
            (test) =>
              `${path.relative(process.cwd(), file.name)} › ${test.fullName}: ${firstLine(test.failureMessages.join('\n'))}`,
          ),
      ),
    }
  );
}

export function readCounts(file) {
  return () => readJson(file);
}

export function readPlaywright() {
  const report = readJson('.reports/e2e.json');
  return (
    report && {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      failures: playwrightFailures(report.suites ?? []),
    }
  );
}

function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => {
        const errors = spec.tests.flatMap((test) => test.results.flatMap((r) => r.errors ?? []));
        return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(errors[0]?.message)}`;
      }),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}
