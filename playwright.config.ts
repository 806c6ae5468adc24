import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir } from './e2e/inbox';

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
    // Recording a trace costs every test its DOM snapshots and screencast, kept or not: a quarter
    // of a page test's time on 2 cores, measured. CI (.ci/run, a fresh machine each run) goes
    // without: a failure there still leaves its error and a screenshot in test-results/; a local
    // run (npm run test:stress too) keeps each failed test's trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // scripts/test-e2e.mjs resolves the browser (CHROME_PATH, Debian's chromium, or Playwright's own).
      executablePath: process.env.CHROME_PATH || undefined,
      args: process.env.CHROME_ARGS ? JSON.parse(process.env.CHROME_ARGS) : [],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node server/start.mjs',
        url: baseURL,
        // The sandbox merchant's site, for the framing test of e2e/payment.spec.ts.
        env: {
          PORT: String(port),
          PUBLIC_ORIGIN: baseURL,
          SANDBOX_MERCHANT_ORIGINS: `http://127.0.0.1:${port + 3}`,
          // Read back by the forms' tests through `npm run inbox` (e2e/inbox.ts).
          DATA_DIR: e2eDataDir,
        },
        reuseExistingServer: false,
        // SIGTERM, as a deploy would: the server drains, closes its storage and frees its lock.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 12_000 },
        timeout: 180_000,
        stdout: 'pipe',
      },
});
