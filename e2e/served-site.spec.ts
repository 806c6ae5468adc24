import { readFileSync } from 'node:fs';
import { builtNginxSnippet } from '../server/deploy-config.mjs';
import { SANDBOX_CREDENTIALS } from '../src/api/sandboxCredentials';
import { expect, test, type Page } from './test';
import { waitForApp } from './waitForApp';

const pages = [
  '/',
  '/faq',
  '/collect',
  '/security',
  '/sign-in',
  '/otp',
  '/documentation/api',
  '/documentation/widget',
  '/404',
];

test('security headers are sent on pages; only the payment page may be framed', async ({
  request,
}) => {
  const home = await request.get('/');
  const headers = home.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  // The home page carries the newsletter's form token, made for this visitor's cookie.
  expect(headers['cache-control']).toBe('private, no-cache');
  expect((await request.get('/faq')).headers()['cache-control']).toBe('no-cache');

  const payment = (await request.get('/paiement/demo-token')).headers();
  // Framed by the docs' demo on this site, and by the origins a link's merchant registered only.
  expect(payment['content-security-policy']).toContain("frame-ancestors 'self';");
  expect(payment['x-frame-options']).toBeUndefined();
});

test('the nginx snippet in deploy/ carries the policy this build serves', async ({ request }) => {
  // The policy hashes the inline code, so a change to it changes the snippet the build writes.
  const snippet = readFileSync('deploy/nginx-security.conf', 'utf8');
  const built = readFileSync(builtNginxSnippet('dist'), 'utf8');
  for (const path of ['/', '/paiement/demo-token']) {
    const csp = (await request.get(path)).headers()['content-security-policy'];
    expect(snippet, `copy ${builtNginxSnippet('dist')} to deploy/ (${path})`).toContain(
      `add_header Content-Security-Policy "${csp}" always;`,
    );
  }
  expect(snippet, `copy ${builtNginxSnippet('dist')} to deploy/`).toBe(built);
});

test('hashed assets are cached for a year; text is compressed', async ({ request, page }) => {
  await page.goto('/');
  const script = await page
    .locator('script[type="module"][src^="/assets/"]')
    .first()
    .getAttribute('src');
  const response = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('br');

  for (const path of ['/', '/faq', '/paiement/pl_inconnu', '/nulle-part']) {
    const html = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(html.headers()['content-encoding'], path).toBe('br');
    expect(html.headers()['vary'], path).toContain('Accept-Encoding');
  }
  const plain = await request.get('/faq', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('<h1');
});

test('an unknown page is the 404 page with status 404; a missing file is a plain 404', async ({
  request,
}) => {
  const page = await request.get('/cette-page-n-existe-pas');
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain('Oops! Page Not Found!');
  const file = await request.get('/robot.txt');
  expect(file.status()).toBe(404);
  expect(await file.text()).not.toContain('<html');
  expect((await request.get('/robots.txt')).status()).toBe(200);
});

test('case and trailing-slash variants are served the right page; /documentation redirects', async ({
  request,
}) => {
  const faq = await request.get('/FAQ/');
  expect(faq.status()).toBe(200);
  expect(await faq.text()).toContain('<title>Questions fréquentes');
  const docs = await request.get('/documentation', { maxRedirects: 0 });
  expect(docs.status()).toBe(308);
  expect(docs.headers()['location']).toBe('/documentation/presentation');
});

for (const path of pages) {
  test(`${path} is prerendered: its h1 is in the HTML before any script runs`, async ({
    request,
  }) => {
    const response = await request.get(path);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
    expect(html).toMatch(/<meta property="og:title"/);
  });

  test(`${path} hydrates with no CSP violation and no console error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('h1')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

test('a payment link’s page is rendered for it, and kept out of search engines', async ({
  request,
}) => {
  const created = await request.post('/api/v1/transaction/pay-in-url', {
    headers: {
      'x-api-key': SANDBOX_CREDENTIALS.apiKey,
      'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
      Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
    },
    data: { amount: 2500, country: 'SN', currency: 'XOF', product: 'Thé ataya' },
  });
  const { token } = (await created.json()).data;
  // Whatever the case of the path and a trailing slash (the token keeps its own case).
  for (const path of [`/paiement/${token}`, `/PAIEMENT/${token}/`]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('Thé ataya');
    expect(html, path).toMatch(/<h2[^>]*>Choisissez votre moyen de paiement/);
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
    expect(html, path).not.toContain('rel="canonical"');
    // Readable at once, so its scripts wait for the first paint, as the site's pages do.
    expect(html, path).toContain('data-entry="/assets/payment-');
    expect(html, path).not.toMatch(/rel="modulepreload"|<script type="module"/);
  }
});

// (A link the server cannot look up at all gets the prerendered loading screen instead:
// server/paymentLinkPage.test.ts.)
test('an unknown link gets its "not found" page and a 404, whose scripts start once it has painted', async ({
  request,
}) => {
  const answer = await request.get('/paiement/pl_quelconque');
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  expect(html).toMatch(/<h1[^>]*>[^<]*Ce lien de paiement n’existe pas ou a expiré/);
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toMatch(/<style>[^<]{1000,}<\/style>/);
  // Complete as sent, like a link's own page: its scripts wait for the first paint.
  expect(html).toMatch(/data-entry="\/assets\/payment-[^"]+\.js"/);
  expect(html).not.toMatch(/rel="modulepreload"|<script type="module"/);
});

test('a page paints with its inline stylesheet before any of its scripts downloads', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/documentation/api']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<style[^>]*>[^<]{1000,}<\/style>/);
    expect(html, path).not.toMatch(/rel="stylesheet"|rel="modulepreload"|<script type="module"/);

    await page.goto(path);
    await expect(page.locator('script[type="module"][src^="/assets/"]')).toHaveCount(1);
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint, path).toBeGreaterThan(0);
    expect(scriptStarts.length, path).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts), path).toBeGreaterThan(firstPaint!);
  }
});

/** Where the page's Inter file stands: requests (start, size), the face's status, the body's faces. */
const interState = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    requests: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.woff2$/.test(entry.name))
      .map((entry) => ({
        start: entry.startTime,
        size: (entry as PerformanceResourceTiming).transferSize,
      })),
    face: [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Inter Variable')
      .map((face) => face.status),
    bodyFaces: getComputedStyle(document.body).fontFamily,
  }));

test('a first visit never draws Inter: its first paint is its final one, and the file is cached after it for the next pages', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/documentation/introduction']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('as="font"');
    expect(html, path).toMatch(/@font-face\s*\{[^}]*font-display:optional[^}]*\}/);
    expect(html, path).toMatch(/@font-face\s*\{[^}]*Inter Fallback/);
  }
  await page.goto('/documentation/introduction');
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('yonnee-inter'))).toBe('1');
  const first = await interState(page);
  expect(first.firstPaint).toBeGreaterThan(0);
  expect(first.requests).toHaveLength(1);
  expect(first.requests[0]!.start).toBeGreaterThan(first.firstPaint);
  // Loaded into the cache, never into this page: its text stays in the face it was painted in.
  expect(first.face).toEqual(['unloaded']);
  expect(first.bodyFaces).not.toContain('Inter Variable');

  // The next document names Inter before anything is drawn and takes the file from the cache.
  await page.goto('/');
  await waitForApp(page);
  const next = await interState(page);
  expect(await page.locator('html').getAttribute('data-font')).toBe('inter');
  expect(next.bodyFaces).toMatch(/^"?Inter Variable/);
  expect(next.face).toEqual(['loaded']);
  expect(next.requests).toHaveLength(1);
  expect(next.requests[0]!.size).toBe(0);
  expect(next.requests[0]!.start).toBeLessThan(next.firstPaint);
});

test('a page that names Inter but finds the file gone from the cache keeps its fallback, never swapping faces later', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('yonnee-inter', '1'));
  // The file is held until the page has been drawn without it, however slow the machine.
  let release = () => {};
  const drawn = new Promise<void>((resolve) => (release = resolve));
  let served = false;
  await page.route(/\.woff2$/, async (route) => {
    await drawn;
    await route.continue();
    served = true;
  });
  // Not waiting for the load event, which waits for the file.
  await page.goto('/documentation/introduction', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // Through the DevTools protocol: Playwright's own screenshot waits for the fonts to load. Not
  // beyond the viewport: resizing it makes Chromium build the page's faces anew.
  const devtools = await page.context().newCDPSession(page);
  const clip = { ...(await heading.boundingBox())!, scale: 1 };
  const shot = async () => (await devtools.send('Page.captureScreenshot', { clip })).data;
  const painted = await shot();
  expect((await interState(page)).face).toEqual(['loading']);
  release();
  await expect.poll(() => served, { timeout: 10_000 }).toBe(true);
  await expect.poll(async () => (await interState(page)).face).toEqual(['loaded']);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await shot()).toBe(painted);
});

/**
 * The desktop menu bar's code, which a page loads after it hydrates, once the desktop media query
 * matches (src/sections/DesktopNav/DesktopNavWhenWide.tsx): left out of the starter on purpose, as
 * a phone never needs it (e2e/desktop-nav.spec.ts).
 */
const loadedWhenWide = /^\/assets\/(DesktopNav|radix-layers)-[^/]+\.js$/;

test('a page asks for its own chunks with the entry, not once the entry runs', async ({
  page,
  request,
}) => {
  const cases = [
    { path: '/faq', own: [/\/FaqPage-/, /\/SiteHeader-/, /\/SiteFooter-/], notOwn: [] },
    // Not /documentation/api: parts that only some docs pages embed (the API console, forms)
    // are chunks of their own, hydrated when they arrive.
    {
      path: '/documentation/introduction',
      own: [/\/DocsPage-/, /\/introduction-[^/]+\.js$/],
      notOwn: [/\/Site/],
    },
  ];
  for (const { path, own, notOwn } of cases) {
    const html = await (await request.get(path)).text();
    const [, entry, preloads] = /data-entry="([^"]+)" data-preloads="([^"]*)"/.exec(html) ?? [];
    expect(entry, path).toBeTruthy();
    const named = [entry, ...(preloads ?? '').split(' ')];
    const names = (pattern: RegExp) => named.some((file) => file && pattern.test(file));
    for (const pattern of own) expect(names(pattern), `${path} names ${pattern}`).toBe(true);
    for (const pattern of notOwn) expect(names(pattern), `${path} names ${pattern}`).toBe(false);

    // Everything the page loaded to hydrate was named by the starter.
    await page.goto(path);
    await waitForApp(page);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((resource) => new URL(resource.name).pathname)
        .filter((file) => /^\/assets\/[^/]+\.js$/.test(file)),
    );
    expect(
      loaded.filter((file) => !named.includes(file) && !loadedWhenWide.test(file)),
      path,
    ).toEqual([]);
  }
});

test('the page is readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/security');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sécurité et conformité' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.close();
});

test('robots.txt and sitemap.xml describe the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /paiement/');
  expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/faq</loc>');
  expect(sitemap).toContain('/documentation/api</loc>');
  for (const unlisted of ['/404', '/otp', '/sign-up', '/vps', '/newsletter/desinscription'])
    expect(sitemap).not.toContain(`${unlisted}</loc>`);
});
