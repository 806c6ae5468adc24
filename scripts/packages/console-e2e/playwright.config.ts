// The merchant console's end-to-end tests, run by `npm run test:packages` once it has installed
// the console from the tarballs and started it (CONSOLE_URL) in front of its sandbox.
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.CONSOLE_E2E_REPORT ?? '.reports/console-e2e.json' }],
  ],
  use: {
    baseURL: process.env.CONSOLE_URL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || undefined,
      args: process.env.CHROME_ARGS ? JSON.parse(process.env.CHROME_ARGS) : [],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
