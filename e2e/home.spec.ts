import { expect, test, type Locator, type Page } from './test';
import { paths } from '../src/paths/paths';
import { dashboardPreview } from '../src/content/dashboardPreview';
import { faqEntries } from '../src/content/faq';
import { developerPlatform } from '../src/content/homeDeveloperPlatform';
import { homeFaq } from '../src/content/homeFaq';
import { hero } from '../src/content/homeHero';
import { newsletter } from '../src/content/homeNewsletter';
import { partners } from '../src/content/homePartners';
import { paymentExperience } from '../src/content/homePaymentExperience';
import { solutions } from '../src/content/homeSolutions';
import { statsCta } from '../src/content/homeStatsCta';
import { testimonials } from '../src/content/homeTestimonials';
import { waitForApp } from './waitForApp';

/** Spec 2.3, in order. */
const sectionTitles = [
  hero.title,
  paymentExperience.title,
  solutions.title,
  developerPlatform.title,
  testimonials.title,
  partners.title,
  statsCta.title,
  homeFaq.title,
  newsletter.title,
];

async function openHome(page: Page) {
  await page.goto(paths.home);
  // The page is a lazy chunk: give a busy machine more than the default 5 s to load it.
  await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible({
    timeout: 15_000,
  });
}

test('the nine home sections appear in the order of the spec', async ({ page }) => {
  await openHome(page);
  const main = page.getByRole('main');
  // Only the sections: the dashboard preview's table is never a scroll region (it is never hydrated).
  const regions = main.getByRole('region');
  await expect(regions).toHaveCount(sectionTitles.length);
  for (const [i, title] of sectionTitles.entries()) {
    await expect(regions.nth(i)).toHaveAccessibleName(title);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(sectionTitles.slice(1));
});

test('hero buttons lead to registration and to the contact page', async ({ page }) => {
  await openHome(page);
  const heroRegion = page.getByRole('region', { name: hero.title });
  await expect(heroRegion.getByRole('link', { name: hero.startLabel })).toHaveAttribute(
    'href',
    /^https:\/\/.+\/register-merchant$/,
  );
  const contact = heroRegion.getByRole('link', { name: hero.contactLabel });
  await expect(contact).toHaveAttribute('href', paths.contactUs);
  await contact.click();
  await expect(page).toHaveURL(/\/contacteznous$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('solution cards link to the four solution pages', async ({ page }) => {
  await openHome(page);
  const cards = page.getByRole('region', { name: solutions.title }).getByRole('link');
  const hrefs = await cards.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs).toEqual([paths.massPayment, paths.paymentLinks, paths.collect, paths.card]);
});

test('the FAQ opens one answer at a time and closes the open one on click', async ({ page }) => {
  await openHome(page);
  const faq = page.getByRole('region', { name: homeFaq.title });
  // It hydrates when it nears the viewport (DeferredPart): as a visitor, scroll to it.
  await faq.scrollIntoViewIfNeeded();
  const question = (i: number) => faq.getByRole('button', { name: faqEntries[i]!.question });
  await question(0).click();
  await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(faqEntries[0]!.answer)).toBeVisible();
  await question(2).click();
  await expect(question(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(faqEntries[2]!.answer)).toContainText('aucun abonnement mensuel');
  await question(2).click();
  await expect(question(2)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(faqEntries[2]!.answer)).toHaveCount(0);
});

test('the testimonials carousel wraps with the arrow keys and announces the position', async ({
  page,
}) => {
  await openHome(page);
  const carousel = page.getByRole('group', { name: testimonials.carouselLabel });
  const status = carousel.getByText(/^Témoignage \d sur 3$/);
  // It hydrates when it nears the viewport (DeferredPart): as a visitor, scroll to it.
  await carousel.scrollIntoViewIfNeeded();
  // Its keys work once its buttons do: they say when.
  await expect(carousel.getByRole('button', { name: testimonials.previousLabel })).toBeEnabled();
  await carousel.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText('Témoignage 3 sur 3');
  await expect(carousel.getByText(testimonials.items[2]!.name)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText('Témoignage 1 sur 3');
  await expect(status).toHaveAttribute('aria-live', 'polite');
});

test.describe('partner strip with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('scrolls, pauses on hover and on focus, and stays paused with its button', async ({
    page,
  }) => {
    await openHome(page);
    const region = page.getByRole('region', { name: partners.title });
    const strip = region.locator('[data-paused]');
    const track = region.locator('ul').first().locator('..');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    const pause = region.getByRole('button', { name: partners.pauseLabel });
    // It hydrates when it nears the viewport (DeferredPart): as a visitor, scroll to it. Hover
    // and focus are followed by the strip's scripts: ready when its button is.
    await region.scrollIntoViewIfNeeded();
    await expect(pause).toBeEnabled();
    await expect(track).not.toHaveCSS('animation-name', 'none');
    expect(await playState()).toBe('running');

    // `force`: the strip moves, so it never passes Playwright's "stable" check.
    await track.locator('..').hover({ force: true });
    await expect(strip).toHaveAttribute('data-paused', 'true');
    expect(await playState()).toBe('paused');
    await page.mouse.move(0, 0);
    await expect(strip).toHaveAttribute('data-paused', 'false');
    expect(await playState()).toBe('running');

    await pause.focus();
    await expect(strip).toHaveAttribute('data-paused', 'true');
    await pause.press('Enter');
    const play = region.getByRole('button', { name: partners.playLabel });
    await expect(play).toBeVisible();
    await play.blur();
    await expect(strip).toHaveAttribute('data-paused', 'true');
    expect(await playState()).toBe('paused');
  });
});

test('the partner strip stands still with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const region = page.getByRole('region', { name: partners.title });
  await expect(region.locator('ul').first().locator('..')).toHaveCSS('animation-name', 'none');
  await expect(region.getByRole('button')).toHaveCount(0);
  await expect(region.getByRole('listitem')).toHaveCount(partners.items.length);
});

test('newsletter: an invalid address keeps what was typed; a valid one is sent, confirmed and cleared', async ({
  page,
}) => {
  const requests: string[] = [];
  await openHome(page);
  page.on('request', (request) => {
    if (!request.url().includes('/assets/')) requests.push(`${request.method()} ${request.url()}`);
  });
  const block = page.getByRole('region', { name: newsletter.title });
  const input = block.getByRole('textbox', { name: newsletter.label });
  // Its script is what this test is about: scroll to it and let it hydrate (see below otherwise).
  await block.scrollIntoViewIfNeeded();
  await expectHydrated(block.locator('form'));
  await input.fill('awa.diop@exemple');
  await block.getByRole('button', { name: newsletter.submitLabel }).click();
  await expect(block.getByText(newsletter.invalidError)).toBeVisible();
  await expect(input).toHaveValue('awa.diop@exemple');
  await input.fill('awa.diop@exemple.sn');
  await input.press('Enter');
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByText(newsletter.successTitle)).toBeVisible();
  await expect(input).toHaveValue('');
  // The subscription's status names the address (new, or already there when another test of the
  // run subscribed it first); the button's own status region is the other one in the block.
  await expect(block.getByRole('status').filter({ hasText: 'awa.diop@exemple.sn' })).toBeVisible();
  // The invalid address never left the page; the valid one was posted once, to the page itself.
  expect(requests).toEqual([`POST ${new URL('/', page.url()).href}`]);
});

/** True once React has hydrated the element (its part's code arrived and ran). */
async function expectHydrated(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

/** Holds back one chunk, as a slow network would, until `release()`; says when it was asked for. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(
    (url) => chunk.test(url.pathname),
    async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await released;
      // A form posted meanwhile took the page away: its request is gone, nothing to continue.
      await route.continue().catch(() => {});
    },
  );
  return { asked, release };
}

const faqChunk = /\/assets\/FaqAccordion-[\w-]+\.js$/;
const newsletterChunk = /\/assets\/NewsletterSignup-[\w-]+\.js$/;

test('the FAQ’s code waits until it nears the viewport; an answer opened before it arrives stays open', async ({
  page,
}) => {
  const held = await holdChunk(page, faqChunk);
  await openHome(page);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(held.asked).toEqual([]);

  const faq = page.getByRole('region', { name: homeFaq.title });
  await faq.scrollIntoViewIfNeeded();
  await expect.poll(() => held.asked.length).toBe(1);
  // Its code is on its way: the server's native answers work meanwhile.
  const entry = faqEntries[1]!;
  await faq.getByText(entry.question).click();
  await expect(faq.getByText(entry.answer)).toBeVisible();
  await expect(faq.getByRole('button', { name: entry.question })).toHaveCount(0);

  held.release();
  // Hydrated, the accordion took over with the answer the visitor had opened.
  const question = faq.getByRole('button', { name: entry.question });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(entry.answer)).toBeVisible();
  await expect(faq.getByRole('button', { name: faqEntries[0]!.question })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

/** An address no other test of the run uses: the storage is shared by the whole run. */
const freshAddress = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@exemple.sn`;

test('the newsletter sent before its code arrives posts to the server, which records it', async ({
  page,
}) => {
  const held = await holdChunk(page, newsletterChunk);
  await openHome(page);
  await waitForApp(page);
  const block = page.getByRole('region', { name: newsletter.title });
  const email = freshAddress('avant');
  await block.getByRole('textbox', { name: newsletter.label }).fill(email);
  await expect.poll(() => held.asked.length).toBe(1);
  await block.getByRole('button', { name: newsletter.submitLabel }).click();
  // The browser posted the form itself; the server's page says what it recorded.
  await expect(
    page
      .getByRole('region', { name: newsletter.title })
      .getByRole('status')
      .filter({ hasText: email }),
  ).toContainText(newsletter.subscribed.new.replace('{email}', email));
  held.release();
});

test('an address typed before the newsletter hydrates is the one it sends', async ({ page }) => {
  const held = await holdChunk(page, newsletterChunk);
  await openHome(page);
  await waitForApp(page);
  const block = page.getByRole('region', { name: newsletter.title });
  const input = block.getByRole('textbox', { name: newsletter.label });
  const email = freshAddress('tape-avant');
  await input.fill(email);
  await expect.poll(() => held.asked.length).toBe(1);
  held.release();
  await expectHydrated(block.locator('form'));
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await block.getByRole('button', { name: newsletter.submitLabel }).click();
  await expect(block.getByRole('status').filter({ hasText: email })).toContainText(
    newsletter.subscribed.new.replace('{email}', email),
  );
  await expect(input).toHaveValue('');
  // Sent by the part's script (the page stayed), once.
  expect(posts).toEqual([new URL('/', page.url()).href]);
});

/**
 * The parts with no control, which the server's HTML carries and a hydrated page never fetches
 * (src/lib/StaticPart.tsx): each one's chunk, and what shows it is there and visible.
 */
const serverHtmlParts: {
  name: string;
  chunk: RegExp;
  sentText: string[];
  expectShown: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'payment experience',
    chunk: /\/assets\/PaymentExperience-[\w-]+\.js$/,
    sentText: [paymentExperience.stepsTitle],
    expectShown: async (page) => {
      const section = page.getByRole('region', { name: paymentExperience.title });
      const steps = section.getByRole('list', { name: paymentExperience.stepsTitle });
      await steps.scrollIntoViewIfNeeded();
      await expect(steps.getByRole('listitem')).toHaveCount(paymentExperience.steps.length);
      await expect(steps.getByText(paymentExperience.steps[2]!.title)).toBeVisible();
    },
  },
  {
    name: 'solution cards',
    chunk: /\/assets\/SolutionCards-[\w-]+\.js$/,
    sentText: solutions.items.map((solution) => solution.title),
    expectShown: async (page) => {
      const links = page.getByRole('region', { name: solutions.title }).getByRole('link');
      await expect(links).toHaveCount(solutions.items.length);
      await links.last().scrollIntoViewIfNeeded();
      await expect(links.last()).toBeVisible();
    },
  },
  {
    name: 'dashboard preview',
    chunk: /\/assets\/DashboardPreview-[\w-]+\.js$/,
    sentText: [dashboardPreview.label, dashboardPreview.transactionsCaption],
    expectShown: async (page) => {
      const section = page.getByRole('region', { name: developerPlatform.title });
      const preview = section.getByRole('figure', { name: dashboardPreview.label });
      await preview.scrollIntoViewIfNeeded();
      await expect(preview.getByRole('heading', { name: 'Solde', level: 3 })).toBeVisible();
      await expect(preview.getByText(/^250\s000\sF\sCFA$/)).toBeVisible();
      const table = preview.getByRole('table', { name: dashboardPreview.transactionsCaption });
      await expect(table.getByRole('rowheader')).toHaveCount(3);
      await expect(table.getByText('Refusée')).toBeVisible();
      await expect(preview.getByText(dashboardPreview.note)).toBeVisible();
    },
  },
  {
    name: 'figures and call to action',
    chunk: /\/assets\/StatsCta-[\w-]+\.js$/,
    sentText: [statsCta.startLabel, statsCta.stats[1]!.label],
    expectShown: async (page) => {
      const section = page.getByRole('region', { name: statsCta.title });
      const start = section.getByRole('link', { name: statsCta.startLabel });
      await start.scrollIntoViewIfNeeded();
      await expect(start).toBeVisible();
      await expect(section.getByRole('link', { name: statsCta.pricingLabel })).toHaveAttribute(
        'href',
        statsCta.pricingHref,
      );
      await expect(section.getByText(statsCta.stats[1]!.label)).toBeVisible();
    },
  },
];

/** Every request for one of those parts' chunks the page makes from now on. */
function chunksFetched(page: Page) {
  const fetched: string[] = [];
  page.on('request', (asked) => {
    const { pathname } = new URL(asked.url());
    if (serverHtmlParts.some(({ chunk }) => chunk.test(pathname))) fetched.push(pathname);
  });
  return fetched;
}

test('the parts with no control come with the page’s HTML, and a hydrated page never fetches their code', async ({
  page,
  request,
}) => {
  const sent = await (await request.get(paths.home)).text();
  for (const part of serverHtmlParts) {
    for (const text of part.sentText) expect(sent, part.name).toContain(text);
  }
  const fetched = chunksFetched(page);
  await openHome(page);
  await waitForApp(page);
  // Hydrated, the parts kept the server's markup; brought into view, they still ask for nothing.
  for (const part of serverHtmlParts) await part.expectShown(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
});

test('a visit to the home page from another page renders the parts in the browser', async ({
  page,
}) => {
  const fetched = chunksFetched(page);
  await page.goto(paths.faq);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Yonnee, accueil' }).first().click();
  await expect(page).toHaveURL(new URL(paths.home, page.url()).href);
  for (const part of serverHtmlParts) await part.expectShown(page);
  // Each part's chunk, once.
  expect(fetched).toHaveLength(serverHtmlParts.length);
  for (const part of serverHtmlParts) {
    expect(
      fetched.filter((file) => part.chunk.test(file)),
      part.name,
    ).toHaveLength(1);
  }
});

test('on a hydrated home page, a solution card (server markup, no script) loads its page', async ({
  page,
}) => {
  await openHome(page);
  await waitForApp(page);
  const card = page
    .getByRole('region', { name: solutions.title })
    .getByRole('link', { name: solutions.items[0]!.title });
  await card.click();
  await expect(page).toHaveURL(new URL(solutions.items[0]!.href, page.url()).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

for (const width of [320, 360, 768, 1280]) {
  test(`no horizontal scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openHome(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

/** Whether the browser draws what `locator` shows: not inside a section skipped off-screen. */
const drawn = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
]) {
  test(`sections below the first screen are drawn once scrolled near, not with the first paint (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openHome(page);
    const first = page.getByRole('heading', { level: 1, name: hero.title });
    const last = page.getByRole('heading', { level: 2, name: newsletter.title });
    await expect.poll(() => drawn(first)).toBe(true);
    expect(await drawn(last)).toBe(false);
    // Skipped, it is still in the accessibility tree.
    await expect(page.getByRole('region', { name: newsletter.title })).toHaveAccessibleName(
      newsletter.title,
    );
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);
    await expect(last).toBeInViewport();
  });
}
