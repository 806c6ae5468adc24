import { expect, test, type Page } from './test';
import { paths } from '../src/paths/paths';
import { pageTitles } from '../src/content/pageTitles';
import { solutions } from '../src/content/solutions';

/** Every marketing route of spec 2.2 with the title the route table gives it. */
const marketingRoutes = [
  [paths.collect, pageTitles.collect],
  [paths.paymentLinks, pageTitles.paymentLinks],
  [paths.massPayment, pageTitles.massPayment],
  [paths.transfer, pageTitles.transfer],
  [paths.card, pageTitles.card],
  [paths.about, pageTitles.about],
  [paths.contactUs, pageTitles.contactUs],
  [paths.pricingFr, pageTitles.pricingFr],
  [paths.faq, pageTitles.faq],
  [paths.termsOfSale, pageTitles.termsOfSale],
  [paths.legalNotice, pageTitles.legalNotice],
  [paths.generalTerms, pageTitles.generalTerms],
  [paths.pricing, pageTitles.pricing],
  [paths.aboutUs, pageTitles.aboutUs],
] as const;

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  // Pages are lazy chunks: give a busy machine more than the default 5 s.
  await expect(page).toHaveTitle(title, { timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test('every marketing route has its own title and exactly one h1', async ({ page }) => {
  const titles = new Set<string>();
  for (const [path, title] of marketingRoutes) {
    await open(page, path, title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(marketingRoutes.length);
});

test('the placeholder routes say what the spec says', async ({ page }) => {
  await open(page, paths.pricing, pageTitles.pricing);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Page');
  await open(page, paths.aboutUs, pageTitles.aboutUs);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Page');
});

test('no marketing page scrolls sideways on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [path, title] of marketingRoutes) {
    await open(page, path, title);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the mass payment page claims arrival in under five minutes', async ({ page }) => {
  await open(page, paths.massPayment, pageTitles.massPayment);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutions.massPayment.title);
  await expect(page.getByText('Fonds reçus en moins de 5 minutes')).toBeVisible();
});

test('the contact form validates in place, keeps what was typed, and sends once when valid', async ({
  page,
}) => {
  await open(page, paths.contactUs, pageTitles.contactUs);
  const form = page.getByRole('form', { name: 'Envoyez-nous un message' });
  const lastName = form.getByRole('textbox', { name: /^Nom/ });
  const email = form.getByRole('textbox', { name: /^Adresse e-mail/ });
  const submit = form.getByRole('button', { name: 'Envoyer le message' });

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(request.url());
  });

  await submit.click();
  await expect(form.getByText('Indiquez votre nom.')).toBeVisible();
  await expect(form.getByText('Indiquez votre prénom.')).toBeVisible();
  await expect(form.getByText('Indiquez votre adresse e-mail.')).toBeVisible();
  await expect(form.getByText('Écrivez votre message.')).toBeVisible();
  await expect(lastName).toBeFocused();

  await lastName.fill('Diop');
  await form.getByRole('textbox', { name: /^Prénom/ }).fill('Awa');
  await email.fill('awa.diop@exemple');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Bonjour, je voudrais un devis.');
  await submit.click();
  await expect(form.getByText(/^Adresse e-mail invalide/)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toHaveValue('Diop');
  await expect(email).toHaveValue('awa.diop@exemple');

  await email.fill('awa.diop@exemple.sn');
  await submit.click();
  const confirmation = page.getByRole('heading', { name: 'Message bien reçu' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(page.getByText(/^Merci Awa\s!/)).toBeVisible();
  await expect(page.getByText(/^Demande n°\sYN-/)).toBeVisible();
  // Invalid submissions never left the page; the valid one was posted once, to the page itself.
  expect(posts).toEqual([new URL(paths.contactUs, page.url()).href]);
});

test('the legal table of contents scrolls each section clear of the fixed header', async ({
  page,
}) => {
  await open(page, paths.generalTerms, pageTitles.generalTerms);
  await page
    .getByRole('navigation', { name: 'Sommaire' })
    .getByRole('link', { name: /Cookies et stockage local/ })
    .click();
  await expect(page).toHaveURL(/\/condition#cookies$/);
  const heading = page.getByRole('heading', { level: 2, name: /Cookies et stockage local/ });
  await expect(heading).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const box = await heading.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
});
