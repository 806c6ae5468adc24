// The English documentation's interactive parts (the payment page demo, the support form and
// contact details, the office map, the logos and their dialogs) speak English, with and without
// JavaScript, and the support form posts and is answered in English either way.
import { expect, test, type Locator, type Page } from './test';
import { docsPages, docsPath } from '../src/paths/paths';
import { contactFormWordsEn } from '../src/content/docs/en/contact';
import { frenchIn } from '../src/lib/testFrenchLeak';
import { waitForApp } from './waitForApp';

/** Each part, found by its shape rather than its words, so a part in French is still found. */
const parts = {
  checkoutDemo: 'main section:has(> form input[inputmode="numeric"])',
  supportForm: 'main section:has(> form input[name="_form"][value="contact"])',
  contactDetails: 'main section:has(> dl a[href^="tel:"])',
  officeMap: 'main figure:has(svg[role="img"])',
  logos: 'main div:has(> dialog img[src^="/brand/"])',
} as const;

/** The pages that show each part: a walk that found none would prove nothing. */
const expected: Record<keyof typeof parts, string[]> = {
  checkoutDemo: ['widget', 'saas'],
  supportForm: ['support'],
  contactDetails: ['support'],
  officeMap: ['support'],
  logos: ['identitegraphique'],
};

/** What a reader sees or hears in the parts: text (code aside, as written) and names. */
function wordsOf(parts: Locator) {
  return parts.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('code, pre')) continue;
        const text = node.textContent?.trim();
        if (text) texts.push(text);
      }
      for (const named of element.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
        for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = named.getAttribute(attribute)?.trim();
          if (value) texts.push(value);
        }
      return texts;
    }),
  );
}

async function partsOf(page: Page, docsPage: string, found: Record<string, Set<string>>) {
  const words: string[] = [];
  for (const [name, selector] of Object.entries(parts)) {
    const count = await page.locator(selector).count();
    if (!count) continue;
    found[name]!.add(docsPage);
    words.push(...(await wordsOf(page.locator(selector))));
  }
  return words;
}

/** Every part was found on exactly the pages `expected` names: a walk that found none proves nothing. */
function expectFoundWhereExpected(found: Record<string, Set<string>>) {
  const pagesOf = (sets: Record<string, Set<string>>) =>
    Object.fromEntries(Object.entries(sets).map(([name, set]) => [name, [...set].sort()]));
  const sorted = Object.fromEntries(
    Object.entries(expected).map(([name, list]) => [name, [...list].sort()]),
  );
  expect(pagesOf(found)).toEqual(sorted);
}

const noneFound = () =>
  Object.fromEntries(Object.keys(parts).map((name) => [name, new Set<string>()]));

// Two walks, one per way of reading, so the two workers share them; each walk stays in one
// page, whose cache the next page reuses.
test('every English docs page shows its demos and support form in English, with JavaScript', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const found = noneFound();
  for (const docsPage of docsPages) {
    const path = docsPath(docsPage, 'en');
    await page.goto(path);
    await waitForApp(page);
    // Hydrated: the lazy parts' controls no longer wait for their scripts.
    for (const selector of Object.values(parts))
      await expect(page.locator(`${selector} [aria-disabled="true"]`)).toHaveCount(0);
    expect(frenchIn(await partsOf(page, docsPage, found)), path).toEqual([]);
  }
  expectFoundWhereExpected(found);
});

test('every English docs page shows its demos and support form in English, without JavaScript', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // As sent, before or without JavaScript (the controls then say why they wait).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const found = noneFound();
  try {
    const plain = await noScript.newPage();
    for (const docsPage of docsPages) {
      const path = docsPath(docsPage, 'en');
      await plain.goto(path);
      expect(frenchIn(await partsOf(plain, docsPage, found)), `${path} without JavaScript`).toEqual(
        [],
      );
    }
  } finally {
    await noScript.close();
  }
  expectFoundWhereExpected(found);
});

/** A message no earlier run sent: the same message twice the same day is stored once. */
const fresh = () => `Where is my payout? Run ${Date.now()}-${Math.random().toString(36).slice(2)}.`;

async function writeToSupport(page: Page, message: string) {
  const form = page.locator(parts.supportForm);
  const { lastName, firstName, email } = contactFormWordsEn;
  await form.getByRole('textbox', { name: lastName.label }).fill('Diop');
  await form.getByRole('textbox', { name: firstName.label }).fill('Awa');
  await form.getByRole('textbox', { name: email.label }).fill('awa.diop@example.sn');
  await form.getByRole('textbox', { name: contactFormWordsEn.message.label }).fill(message);
  return form;
}

for (const javaScriptEnabled of [true, false]) {
  test(`the English support form is checked and answered in English, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.goto(docsPath('support', 'en'));
      if (javaScriptEnabled) await waitForApp(page);
      const form = page.locator(parts.supportForm);
      const submit = form.getByRole('button', { name: contactFormWordsEn.submit });

      // Refused: each field's message in English, what was typed kept.
      await form.getByRole('textbox', { name: contactFormWordsEn.email.label }).fill('awa@');
      await submit.click();
      await expect(form.getByText(contactFormWordsEn.lastName.required)).toBeVisible();
      await expect(form.getByText(contactFormWordsEn.email.invalid)).toBeVisible();
      await expect(form.getByText(contactFormWordsEn.message.required)).toBeVisible();
      await expect(form.getByRole('textbox', { name: contactFormWordsEn.email.label })).toHaveValue(
        'awa@',
      );
      expect(frenchIn(await wordsOf(form))).toEqual([]);

      // Sent: stored, with its reference, in English.
      await writeToSupport(page, fresh());
      await submit.click();
      const confirmation = page.getByRole('heading', {
        name: contactFormWordsEn.confirmation.title,
      });
      await expect(confirmation).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const section = page.getByRole('region', { name: contactFormWordsEn.title });
      await expect(section).toContainText(/Request no\.\s+YN-[A-Z0-9]+/);
      await expect(section).toContainText('awa.diop@example.sn');
      expect(frenchIn(await wordsOf(section))).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
