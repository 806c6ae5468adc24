import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './test';
import { docsPath } from '../src/paths/paths';
import { consoleLabels, endpointDocs, referenceLabels } from '../src/content/docs/apiReference';
import { scriptsPendingReason } from '../src/kit/Unavailable/reason';
import { docsChrome } from '../src/content/docs/labels';
import { docsChromeEn } from '../src/content/docs/en/labels';
import { docsTitles } from '../src/content/pageTitles';
import { waitForApp } from './waitForApp';

/*
 * The docs' parts with no control (src/lib/StaticPart.tsx): a hydrating page keeps the server's
 * markup, which React never renders, so its elements carry none of React's own properties.
 */
const renderedByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

/** The path of every request the page makes from now on, and every error it reports. */
function watchPage(page: Page) {
  const fetched: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { fetched, errors };
}

const payIn = endpointDocs.payInMobile;

function referenceCard(page: Page) {
  const card = page.locator('[data-endpoint="payInMobile"]');
  return {
    card,
    summary: card.getByText(/^Demande un paiement au titulaire d’un portefeuille/),
    headers: card.getByRole('table', {
      name: referenceLabels.captionOf(referenceLabels.headers, payIn.title),
    }),
    body: card.getByRole('table', {
      name: referenceLabels.captionOf(referenceLabels.body, payIn.title),
    }),
    errors: card.getByRole('heading', { name: referenceLabels.errors }).locator('..'),
    tryIt: card.getByRole('button', { name: `Essayer : ${payIn.title}` }),
  };
}

/** One call's card shows its static parts: summary, notes, headers, fields, errors. */
async function expectStaticParts(page: Page) {
  const { card, summary, headers, body, errors } = referenceCard(page);
  await card.scrollIntoViewIfNeeded();
  await expect(summary).toBeVisible();
  await expect(card.getByText(/^Cet appel déplace de l’argent/)).toBeVisible();
  await expect(headers.getByRole('rowheader', { name: 'Idempotency-Key' })).toBeVisible();
  await expect(body.getByRole('rowheader', { name: 'codeOtp' })).toBeVisible();
  await expect(errors.getByText('401', { exact: true })).toBeVisible();
}

test('the API reference’s tables come with the page’s HTML and are never rendered again, its controls hydrate', async ({
  page,
  request,
  context,
}) => {
  const sent = await (await request.get(docsPath('api'))).text();
  expect(sent).toContain(referenceLabels.captionOf(referenceLabels.body, payIn.title));
  expect(sent).toContain('Idempotency-Key');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(docsPath('api'));
  await waitForApp(page);
  const { card, summary, headers, body, errors, tryIt } = referenceCard(page);
  // Its part hydrates as the reader nears it, and has once its button is enabled.
  await card.scrollIntoViewIfNeeded();
  await expect(tryIt).toBeEnabled();
  await expectStaticParts(page);
  expect(await renderedByReact(tryIt)).toBe(true);
  for (const part of [summary, headers, body, errors]) {
    expect(await renderedByReact(part)).toBe(false);
  }

  // The controls between them work: the sample tabs, Copier.
  const python = card.getByRole('tab', { name: 'Python' });
  await python.click();
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByRole('tabpanel')).toContainText('import requests');
  await card
    .getByRole('button', { name: `Copier ${referenceLabels.responseCopyContext(payIn.title)}` })
    .click();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toHaveProperty(
    'state',
  );
});

test('the API reference’s cards hydrate as the reader nears them: a visit that stays in the guide fetches none of their code, data or words', async ({
  page,
}) => {
  const { fetched, errors } = watchPage(page);
  const cards = builtFile('src/sections/EndpointReference/index.ts');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(docsPath('api'));
  await waitForApp(page);
  // The page around the cards has hydrated: its Markdown twin's Copier works.
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /^Copier/ })
      .first(),
  ).toBeEnabled();
  const { card, tryIt } = referenceCard(page);
  expect(fetched).toContain(builtFile('src/pages/DocsPage/DeferredEndpoint.tsx'));
  expect(fetched).not.toContain(cards);
  // Until then a card is the server's, its controls saying what they wait for.
  await expect(tryIt).toBeDisabled();
  await expect(tryIt).toHaveAccessibleDescription(scriptsPendingReason);

  await card.scrollIntoViewIfNeeded();
  await expect(tryIt).toBeEnabled();
  expect(fetched).toContain(cards);
  // A card far below still waits: each hydrates on its own.
  const last = page.locator('[data-endpoint="listMassPayouts"]');
  await expect(
    last.getByRole('button', { name: `Essayer : ${endpointDocs.listMassPayouts.title}` }),
  ).toBeDisabled();
  await tryIt.click();
  await expect(
    page.getByRole('form', { name: consoleLabels.formLabel(payIn.title) }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a docs page’s text is kept from the server, its code samples hydrate', async ({ page }) => {
  await page.goto(docsPath('introduction'));
  await waitForApp(page);
  const main = page.getByRole('main');
  const copy = main.getByRole('button', { name: /^Copier/ }).first();
  await expect(copy).toBeEnabled();
  const paragraph = main.locator('article section p').first();
  await expect(paragraph).toBeVisible();
  expect(await renderedByReact(paragraph)).toBe(false);
  expect(await renderedByReact(main.getByRole('heading', { level: 2 }).first())).toBe(true);
});

/** The built file of a source module (the build manifest, as the prerender reads it). */
const builtFile = (module: string) => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  return `/${manifest[module]!.file}`;
};

test('a prerendered docs page hydrates from its outline: its text and the text’s renderer are never fetched, a visit to another page fetches them', async ({
  page,
}) => {
  const { fetched, errors } = watchPage(page);
  const text = builtFile('src/sections/DocsArticle/StaticBlocks.tsx');
  const codeRenderer = builtFile('src/sections/DocsArticle/BlockWithCode.tsx');

  await page.goto(docsPath('introduction'));
  await waitForApp(page);
  const main = page.getByRole('main');
  // Its Copier (the Markdown twin's) has hydrated, and so has the article around the text.
  await expect(main.getByRole('button', { name: /^Copier/ }).first()).toBeEnabled();
  expect(await renderedByReact(main.getByRole('heading', { level: 2 }).first())).toBe(true);
  expect(fetched).toContain(builtFile('src/content/docs/introduction.ts?outline'));
  for (const file of [builtFile('src/content/docs/introduction.ts'), text, codeRenderer])
    expect(fetched).not.toContain(file);
  // Its table of contents comes from the outline.
  const toc = page.getByRole('navigation', { name: docsChrome.tocTitle });
  await expect(toc.getByRole('link').first()).toHaveAttribute('href', '#vue-d-ensemble');

  await page
    .getByRole('navigation', { name: docsChrome.pagerLabel })
    .getByRole('link', { name: new RegExp(docsTitles.prerequis) })
    .click();
  await expect(page).toHaveURL(new URL(docsPath('prerequis'), page.url()).href);
  const paragraph = main.locator('article section p').first();
  await expect(paragraph).toBeVisible();
  expect(await renderedByReact(paragraph)).toBe(true);
  expect(fetched).toContain(builtFile('src/content/docs/prerequis.ts'));
  expect(fetched).toContain(text);
  expect(errors).toEqual([]);
});

test('a visit to the API reference from another docs page renders its tables in the browser', async ({
  page,
}) => {
  await page.goto(docsPath('introduction'));
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: docsChrome.navLabel })
    .getByRole('link', { name: docsTitles.api, exact: true })
    .click();
  await expect(page).toHaveURL(new URL(docsPath('api'), page.url()).href);
  await expectStaticParts(page);
  expect(await renderedByReact(referenceCard(page).body)).toBe(true);
});

/*
 * The code samples (the kit's CodeBlock under HydratesServerHtml): the server colours them (in the
 * default language only), a hydrating page keeps their markup, while their Copier and the sample
 * tabs hydrate; another language is coloured in the browser when picked.
 */
const spansRenderedByReact = (code: Locator) =>
  code.evaluateAll((nodes) => {
    const spans = nodes.flatMap((node) => [...node.querySelectorAll('span')]);
    return {
      spans: spans.length,
      rendered: spans.filter((span) =>
        Object.keys(span).some((key) => key.startsWith('__reactFiber$')),
      ).length,
    };
  });

const samplesShown = (page: Page) => page.getByRole('main').locator('pre code').allTextContents();

test('the API reference’s code samples come coloured with the page’s HTML, in the chosen language only; another is drawn when picked; Copier and the tabs work', async ({
  page,
  request,
  context,
}) => {
  const sent = await (await request.get(docsPath('api'))).text();
  // The curl sample of a call, coloured by the server; the other languages' are not sent.
  expect(sent).toMatch(/<code><span class="[^"]+">curl<\/span> <span class="[^"]+">-X<\/span>/);
  expect(sent).not.toMatch(/<span class="[^"]+">import<\/span> requests/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(docsPath('api'));
  await waitForApp(page);
  const { card, tryIt } = referenceCard(page);
  await card.scrollIntoViewIfNeeded();
  await expect(tryIt).toBeEnabled();
  const python = card.getByRole('tab', { name: 'Python' });
  await expect(python).toBeEnabled();

  const everySample = page.getByRole('main').locator('pre code');
  const before = await spansRenderedByReact(everySample);
  expect(before.spans).toBeGreaterThan(100);
  expect(before.rendered).toBe(0);
  // The block around them is React's.
  expect(await renderedByReact(card.locator('pre').first())).toBe(true);

  await python.click();
  await expect(python).toHaveAttribute('aria-selected', 'true');
  const panel = card.getByRole('tabpanel');
  await expect(panel).toContainText('import requests');
  await panel
    .getByRole('button', { name: `Copier ${docsChrome.copySample('Python', payIn.title)}` })
    .click();
  const shown = await panel.locator('pre code').textContent();
  expect(shown).toContain('import requests');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  // Picked, it was coloured in the browser.
  expect((await spansRenderedByReact(panel.locator('pre code'))).rendered).toBeGreaterThan(0);

  const php = card.getByRole('tab', { name: 'PHP' });
  await php.click();
  await expect(php).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByRole('tabpanel')).toContainText('<?php');
});

test('a visit to another docs page within the site shows its own code samples, rendered in the browser', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: docsChrome.navLabel });
  await page.goto(docsPath('widget'));
  await waitForApp(page);
  const widgetSamples = await samplesShown(page);
  await page.goto(docsPath('flutter'));
  await waitForApp(page);
  const flutterSamples = await samplesShown(page);
  expect(widgetSamples.length).toBeGreaterThan(1);
  expect(flutterSamples.length).toBeGreaterThan(1);
  expect(flutterSamples).not.toEqual(widgetSamples);

  await nav.getByRole('link', { name: docsTitles.widget, exact: true }).click();
  await expect(page).toHaveURL(new URL(docsPath('widget'), page.url()).href);
  await expect.poll(() => samplesShown(page)).toEqual(widgetSamples);
  const rendered = await spansRenderedByReact(page.getByRole('main').locator('pre code'));
  expect(rendered.spans).toBeGreaterThan(0);
  expect(rendered.rendered).toBe(rendered.spans);

  await nav.getByRole('link', { name: docsTitles.flutter, exact: true }).click();
  await expect(page).toHaveURL(new URL(docsPath('flutter'), page.url()).href);
  await expect.poll(() => samplesShown(page)).toEqual(flutterSamples);
});

test('the sample tabs come only with the pages that show them, the English frame’s words only with the English pages', async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const tabs = builtFile('src/sections/DocsArticle/BlockWithTabs.tsx');
  const english = builtFile('src/content/docs/en/labels.ts');
  const main = page.getByRole('main');

  // Code without tabs, in French.
  await page.goto(docsPath('android'));
  await waitForApp(page);
  await expect(main.getByRole('button', { name: /^Copier/ }).first()).toBeEnabled();
  expect(fetched).toContain(builtFile('src/sections/DocsArticle/BlockWithCode.tsx'));
  expect(fetched).not.toContain(tabs);
  expect(fetched).not.toContain(english);

  // A page with tabs asks for them up front, and they work.
  const html = await (await request.get(docsPath('notifications'))).text();
  expect(html).toContain(tabs);
  await page.goto(docsPath('notifications'));
  await waitForApp(page);
  const python = main.getByRole('tab', { name: 'Python' }).first();
  await python.click();
  await expect(python).toHaveAttribute('aria-selected', 'true');
  expect(fetched).toContain(tabs);
  expect(fetched).not.toContain(english);

  // An English page asks for its frame's words up front and shows them.
  expect(await (await request.get(docsPath('introduction', 'en'))).text()).toContain(english);
  await page.goto(docsPath('introduction', 'en'));
  await waitForApp(page);
  await expect(page.getByRole('navigation', { name: docsChromeEn.navLabel })).toBeVisible();
  await expect(main.getByRole('button', { name: /^Copy/ }).first()).toBeEnabled();
  expect(fetched).toContain(english);
});
