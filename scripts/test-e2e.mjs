// Playwright end-to-end tests against the production site served by `npm start`.
import { chromiumArgs, findChrome } from './chrome-path.mjs';
import { npx } from './run.mjs';

const chrome = await findChrome();
const code = await npx('playwright', ['test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROME_PATH: chrome, CHROME_ARGS: JSON.stringify(chromiumArgs) },
});
process.exit(code);
