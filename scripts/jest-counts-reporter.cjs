// Writes the run's pass/fail counts, and what failed, where scripts/test-all.mjs reads them.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { firstLine } = require('./first-line.cjs');

module.exports = class CountsReporter {
  constructor(_globalConfig, options) {
    this.file = options.file;
  }
  onRunComplete(_contexts, results) {
    const failures = results.testResults.flatMap((file) => [
      ...(file.testExecError
        ? [
            `${path.relative(process.cwd(), file.testFilePath)}: ${firstLine(file.testExecError.message)}`,
          ]
        : []),
      ...file.testResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${test.fullName}: ${firstLine(test.failureMessages.join('\n'))}`),
    ]);
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(
      this.file,
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        failures,
      }),
    );
  }
};
