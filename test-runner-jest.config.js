import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs } from './scripts/chrome-path.mjs';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  testTimeout: 30_000,
  reporters: [
    ...(base.reporters ?? ['default']),
    ['<rootDir>/scripts/jest-counts-reporter.cjs', { file: '.reports/counts/stories.json' }],
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        // Resolved by scripts/test-stories.mjs through scripts/chrome-path.mjs.
        executablePath: process.env.CHROME_PATH,
        headless: true,
        args: chromiumArgs,
      },
      contextOptions: { reducedMotion: 'reduce', locale: 'fr-FR', timezoneId: 'Africa/Dakar' },
    },
  },
};
