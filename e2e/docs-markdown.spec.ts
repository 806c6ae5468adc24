// The documentation in Markdown for tools and assistants: each page's `.md` twin in both
// languages, /llms.txt and /llms-full.txt, as the Node server sends them, and the page's links to
// its twin.
import { docsPages, docsPath, type DocsLocale } from '../src/paths/paths';
import { llmsPaths, markdownTwinPath } from '../src/paths/markdownTwin';
import { docsChrome } from '../src/content/docs/labels';
import { docsChromeEn } from '../src/content/docs/en/labels';
import { expect, test, type APIRequestContext } from './test';
import { waitForApp } from './waitForApp';

const docsChromeOf = { fr: docsChrome, en: docsChromeEn };

const MARKDOWN = 'text/markdown; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** The lines of one heading level, outside fenced code (whose `#` are comments). */
const markdownHeadings = (markdown: string, level: number) =>
  markdown
    .replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '')
    .split('\n')
    .filter((line) => line.startsWith(`${'#'.repeat(level)} `))
    .map((line) => line.slice(level + 1));

async function getText(request: APIRequestContext, url: string, type: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe(type);
  expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
  return response.text();
}

const locales: DocsLocale[] = ['fr', 'en'];
const pagesOf = (locale: DocsLocale) => docsPages.map((page) => docsPath(page, locale));

// Without JavaScript: the prerendered page is the page every reader gets first.
for (const locale of locales)
  for (const docsPage of docsPages) {
    const { markdownLinks } = docsChromeOf[locale];
    test(`${docsPath(docsPage, locale)}.md has the page’s h1 and h2s, and the page links to it`, async ({
      browser,
      request,
    }) => {
      const twin = markdownTwinPath(docsPath(docsPage, locale));
      const markdown = await getText(request, twin, MARKDOWN);
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(docsPath(docsPage, locale));
        // By role: the headings of closed dialogs (the logos' zoom) are not the page's.
        const article = page.getByRole('main').getByRole('article');
        const h1 = await article.getByRole('heading', { level: 1 }).allTextContents();
        const h2 = await article.getByRole('heading', { level: 2 }).allTextContents();
        expect(h2.length).toBeGreaterThan(0);
        expect(markdownHeadings(markdown, 1)).toEqual(h1);
        expect(markdownHeadings(markdown, 2)).toEqual(h2);
        // The link works before any script; the copy button waits for them and a clipboard.
        await expect(
          page.getByRole('link', { name: markdownLinks.view, exact: true }),
        ).toHaveAttribute('href', twin);
        await expect(page.getByRole('button', { name: markdownLinks.copy })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }

test('every link of /llms.txt answers 200, each page and its twin listed', async ({ request }) => {
  const index = await getText(request, llmsPaths.index, TEXT);
  // Links are absolute on the canonical site, which the pages name; here it is this server.
  const canonical = (await (await request.get(docsPath('api'))).text()).match(
    /<link rel="canonical" href="([^"]+)"/,
  )![1]!;
  const origin = new URL(canonical).origin;
  const links = [...index.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  for (const path of locales.flatMap(pagesOf)) {
    expect(links).toContain(`${origin}${path}`);
    expect(links).toContain(`${origin}${markdownTwinPath(path)}`);
  }
  for (const link of links) {
    expect(link.startsWith(`${origin}/`), link).toBe(true);
    const response = await request.get(link.slice(origin.length), { maxRedirects: 0 });
    expect(response.status(), link).toBe(200);
  }
});

test('/llms-full.txt holds every page of both languages, as text', async ({ request }) => {
  const full = await getText(request, llmsPaths.full, TEXT);
  for (const path of locales.flatMap(pagesOf)) {
    const twin = await getText(request, markdownTwinPath(path), MARKDOWN);
    expect(full).toContain(twin.trimEnd());
  }
});

for (const locale of locales)
  test(`« ${docsChromeOf[locale].markdownLinks.copy} » puts the page’s twin on the clipboard`, async ({
    page,
    context,
    request,
  }) => {
    const { markdownLinks } = docsChromeOf[locale];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = docsPath('saas', locale);
    const twin = await getText(request, markdownTwinPath(path), MARKDOWN);
    await page.goto(path);
    await waitForApp(page);
    const copy = page.getByRole('button', { name: markdownLinks.copy });
    await copy.click();
    await expect(page.getByRole('button', { name: markdownLinks.copied })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: markdownLinks.copiedStatus }),
    ).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });
