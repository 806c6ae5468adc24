// Publishes Storybook to Chromatic for teams that have a project token and internet.
// Not part of `npm test`: the strict local snapshots there need neither.
import { npx } from './run.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set. Chromatic needs a project token (chromatic.com → Manage → Configure) ' +
      'and internet access. Local visual tests run without it: `npm run test:stories`.',
  );
  process.exit(2);
}
process.exit(
  await npx('chromatic', ['--build-script-name', 'build-storybook', ...process.argv.slice(2)]),
);
