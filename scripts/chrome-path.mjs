// One place that finds the Chromium every browser test uses:
// CHROME_PATH, then Debian's /usr/bin/chromium, then a Playwright-managed browser;
// on Debian as root with none of them, it installs Debian's package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep Chromium quiet and offline-safe on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  // Whole-tile raster: partial raster makes anti-aliased corners differ between runs.
  '--disable-partial-raster',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

async function playwrightManaged() {
  try {
    const { chromium } = await import('playwright');
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function isDebianRoot() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

export async function findChrome({ install = true } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH points to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const managed = await playwrightManaged();
  if (managed) return managed;
  if (install && isDebianRoot()) {
    console.log('No Chromium found: installing Debian\'s "chromium" package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    'No Chromium found. Install one of: Debian/Ubuntu `apt-get install chromium`, ' +
      '`npx playwright install chromium`, or set CHROME_PATH to a Chrome/Chromium binary.',
  );
}

export function chromeVersion(executable) {
  return execFileSync(executable, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .trim()
    .replace(/\s+built on.*$/, '');
}

// `node scripts/chrome-path.mjs` prints the path, for shell scripts and CI.
if (import.meta.url === `file://${process.argv[1]}`) {
  findChrome()
    .then((p) => console.log(p))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
