import { expect, test } from './test';

test('the production site serves the French home page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a missing file is a real 404, not the app page', async ({ request }) => {
  const response = await request.get('/robots-missing.txt');
  expect(response.status()).toBe(404);
});
