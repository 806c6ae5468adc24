import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-packages',
      'packages/*/dist',
      'examples/*/dist',
      'dist-ssr',
      'deploy',
      'dist-server',
      'storybook-static*',
      'node_modules',
      '.reports',
      'test-results',
      'playwright-report',
      '.storybook/public',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    files: [
      'server/**',
      'scripts/**',
      '*.config.{js,ts}',
      'packages/*/vite.config.ts',
      'packages/consumer-fixture/*.mjs',
      'examples/*/vite.config.ts',
      'test-runner-jest.config.js',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.cjs', '.dependency-cruiser.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['server/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
