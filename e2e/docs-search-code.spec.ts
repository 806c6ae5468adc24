import { expect, test, type Page } from './test';
import { docsPath } from '../src/paths/paths';
import { docsChrome } from '../src/content/docs/labels';
import { holdScripts, scriptsFetched } from './heldScripts';
import { waitForApp } from './waitForApp';

// A docs page carries the search's button only: the dialog, its matching and its synonyms are a
// chunk (src/sections/DocsSearch/loadSearchDialog.ts) fetched when the visitor wants the search.
const dialogChunk = /\/assets\/DocsSearchDialog-[\w-]+\.js$/;

/** Holds the dialog's chunk back until `release()`. */
const holdDialogCode = (page: Page) => holdScripts(page, dialogChunk);

const searchButton = (page: Page) => page.getByRole('button', { name: /^Rechercher/ });

const ways = [
  { how: 'a press on its button', open: (page: Page) => searchButton(page).click() },
  { how: 'Ctrl K', open: (page: Page) => page.keyboard.press('Control+K') },
  { how: '“/”', open: (page: Page) => page.keyboard.press('/') },
];

for (const { how, open } of ways) {
  test(`the search opens, focused, on ${how} made before its code arrives`, async ({ page }) => {
    const fetched = scriptsFetched(page);
    const release = await holdDialogCode(page);
    await page.goto(docsPath('presentation'));
    await waitForApp(page);
    await expect(searchButton(page)).toBeEnabled();
    // The page did load its scripts, and not the search's.
    expect(fetched.some((file) => /\/assets\/DocsPage-/.test(file))).toBe(true);
    expect(fetched.filter((file) => dialogChunk.test(file))).toEqual([]);

    const asked = page.waitForRequest((request) => dialogChunk.test(request.url()));
    await open(page);
    await asked;
    const input = page.getByRole('combobox', { name: docsChrome.search.inputLabel });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    await expect(input).toBeFocused();
    await expect(page.getByRole('dialog', { name: docsChrome.search.dialogTitle })).toBeVisible();
    await input.fill('fevrier');
    await expect(page.getByRole('option', { name: /^Février 2025/ })).toBeVisible();
  });
}

test('pointing at the search’s button fetches its code and index ahead of the press', async ({
  page,
}) => {
  await page.goto(docsPath('presentation'));
  await waitForApp(page);
  await expect(searchButton(page)).toBeEnabled();
  const code = page.waitForResponse((response) => dialogChunk.test(response.url()));
  const index = page.waitForResponse((response) =>
    /\/assets\/_virtual_yonnee-docs-search-[\w-]+\.js$/.test(response.url()),
  );
  await searchButton(page).hover();
  await Promise.all([code, index]);
  // Fetched, not opened: the dialog waits for the press.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await searchButton(page).click();
  await expect(page.getByRole('combobox', { name: docsChrome.search.inputLabel })).toBeFocused();
});

test('a press whose code cannot arrive is answered, and the toast’s retry opens the search', async ({
  page,
}) => {
  let refuse = true;
  await page.route(dialogChunk, (route) => (refuse ? route.abort() : route.continue()));
  await page.goto(docsPath('presentation'));
  await waitForApp(page);
  // A chunk that fails first reads as a new deploy: the page reloads once (src/app/staleDeploy.ts).
  const reloaded = page.waitForEvent('load');
  await searchButton(page).click();
  await reloaded;
  await waitForApp(page);
  // Failing again within the minute, it is the network: the press is answered.
  await searchButton(page).click();
  const notice = page.getByText(docsChrome.search.unavailable, { exact: true });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  refuse = false;
  await page.getByRole('button', { name: docsChrome.search.retry }).click();
  await expect(page.getByRole('combobox', { name: docsChrome.search.inputLabel })).toBeFocused();
});
