// Writes the run's pass/fail counts where scripts/test-all.mjs reads them.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

module.exports = class CountsReporter {
  constructor(_globalConfig, options) {
    this.file = options.file;
  }
  onRunComplete(_contexts, results) {
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(
      this.file,
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      }),
    );
  }
};
