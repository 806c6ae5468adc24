import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A DOM only where a test needs one (`// @vitest-environment jsdom` atop the file): building
      // one per file was half of the run.
      environment: 'node',
      include: ['{src,tokens,server,scripts}/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      reporters: ['default', 'json'],
      outputFile: { json: '.reports/unit.json' },
    },
  }),
);
