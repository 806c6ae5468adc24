import { describe, expect, it } from 'vitest';
import { siteChromeModules } from './app/AppShell';
import { htmlEntries } from './app/vite';
import { renderGonePaymentPage, renderPaymentLinkPage, routes } from './entry-server';
import { docsPath, paths } from './paths/paths';
import { paymentMethodGroups } from './sandbox/catalogue';
import { buildPaymentLinkDetails } from './sandbox/fixtures';

// The one source of which chunks a request for each path needs (scripts/route-chunks.mjs).
describe('routes as the server answers them', () => {
  const route = (path: string) => routes.find((entry) => entry.path === path)!;

  it('a payment link gets the payment app, whose page is in its entry', () => {
    expect(route(paths.paymentPage)).toMatchObject({ entry: htmlEntries.payment, modules: [] });
  });

  it('a site page gets its page and the site chrome; a docs page its page and its outline', () => {
    expect(route(paths.faq)).toMatchObject({
      entry: htmlEntries.main,
      modules: ['src/pages/FaqPage/index.ts', ...siteChromeModules],
    });
    // A page that shows code hydrates its code's renderer too, and one that embeds calls of the
    // API reference the part that defers them; one with text only needs neither.
    expect(route(docsPath('mass'))).toMatchObject({
      entry: htmlEntries.main,
      modules: [
        'src/pages/DocsPage/index.ts',
        'src/content/docs/mass.ts?outline',
        'src/sections/DocsArticle/BlockWithCode.tsx',
        'src/pages/DocsPage/DeferredEndpoint.tsx',
      ],
    });
    // An English page asks for its frame's words too, which French pages never load.
    expect(route(docsPath('introduction', 'en'))).toMatchObject({
      entry: htmlEntries.main,
      modules: [
        'src/pages/DocsPage/index.ts',
        'src/content/docs/en/introduction.ts?outline',
        'src/content/docs/en/labels.ts',
      ],
    });
  });
});

describe('a payment link rendered for a payer the server keeps', () => {
  const link = buildPaymentLinkDetails();
  const render = (method: string, step: 'card' | 'otp', lang: 'fr' | 'en' = 'fr') =>
    renderPaymentLinkPage(
      `/paiement/${link.token}`,
      {
        link,
        groups: paymentMethodGroups.filter((group) => group.country === link.country),
        resumed: {
          version: 1,
          entry: { country: 'SN', method, phone: step === 'otp' ? '770000001' : '' },
          screen: { name: 'form', step, sending: false },
          otpAsked: false,
          serverStep: 1,
        },
      },
      lang,
    );

  it('on the card step, is the card form itself (its chunk awaited), never its placeholder', async () => {
    const html = await render('CARD', 'card');
    // The card form's fields as it posts them (the checkout is reached only by its roots).
    for (const name of ['numero-carte', 'expiration', 'cryptogramme', 'titulaire'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('name="etape" value="card"');
    expect(html).not.toContain('Chargement du formulaire de carte');
  });

  it('on the code’s step, is that step itself (its chunk awaited), never its placeholder', async () => {
    const html = await render('OMSN', 'otp');
    expect(html).toContain('name="code"');
    expect(html).toContain('name="etape" value="otp"');
    expect(html).not.toContain('Chargement de l’étape du code');
  });

  it('is written in the payer’s language, with the switch to the other one', async () => {
    const french = await render('CARD', 'card');
    expect(french).toContain('Numéro de carte');
    expect(french).toContain('<span lang="en">English</span>');
    const english = await render('CARD', 'card', 'en');
    expect(english).toContain('Card number');
    expect(english).toContain('Your bank card');
    expect(english).toContain('<span lang="fr">Français</span>');
    expect(english).not.toContain('Numéro de carte');
    expect(english).not.toContain('Paiement sécurisé');
  });
});

describe('the page of a link that is not (or no longer) there', () => {
  it('is its "not found" screen, with the mark the browser starts from, the same for every token', async () => {
    const html = await renderGonePaymentPage('/paiement/pl_inconnu', 'fr');
    expect(html).toContain('Ce lien de paiement n’existe pas ou a expiré');
    expect(html).toContain('id="lien-indisponible"');
    expect(html).not.toContain('Chargement');
    expect(await renderGonePaymentPage('/paiement/pl_autre', 'fr')).toBe(html);
    const english = await renderGonePaymentPage('/paiement/pl_inconnu', 'en');
    expect(english).toContain('This payment link does not exist or has expired');
  });
});
