import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['{src,tokens,server,scripts}/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      reporters: ['default', 'json'],
      outputFile: { json: '.reports/unit.json' },
    },
  }),
);
