import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import {
  createPaymentLink,
  endpoints,
  getPaymentLink,
  listPaymentLinkMethods,
  SANDBOX_CREDENTIALS,
  type PaymentLinkRequest,
} from '../../src/api';
import { cardFormCopy } from '../../src/checkout/cardCopy';
import { checkoutCopy as copy } from '../../src/checkout/copy';
import { outcomeCopy } from '../../src/checkout/outcomeCopy';
import { PaymentPage } from '../../src/checkout/PaymentPage';
import { storageKey } from '../../src/checkout/state/resume';
import type { PreloadedLink } from '../../src/checkout/state/preloadedLink';
import { createSandbox, SAMPLE_TIME, testPhoneNumber, type Sandbox } from '../../src/sandbox';
import type { StoryLoaded } from '../support/loaders';

/** The story's own sandbox, so play functions can make the network fail or the operator answer. */
let sandbox: Sandbox;
/** The token of the link the story pays. */
let token = '';
/** The link as the Node server would have looked it up (see `preload`). */
let preloaded: PreloadedLink | undefined;
/** The page's calls about its link, by path: with `preload`, it should make none. */
let linkCalls: string[] = [];
/** Lets the held lookup of the link answer (see `holdLookup`). */
let releaseLookup = () => {};

/** A clock that stands still: receipts and deadlines never move between runs. */
const fixedClock = () => SAMPLE_TIME;
/** A clock 100 ms further on at each reading, so a pending payment runs out of time in about a second. */
let readings = 0;
const runningClock = () => SAMPLE_TIME + 100 * readings++;

interface PageParameters {
  /** The link a merchant created for the story; none for an unknown token. */
  link?: PaymentLinkRequest | null;
  /** The lookup of the link waits for the play function's `releaseLookup()`. */
  holdLookup?: boolean;
  /** The page gets the link and its methods as the Node server renders it (`preloaded`). */
  preload?: boolean;
}

const basket: PaymentLinkRequest = {
  amount: 45_000,
  country: 'SN',
  currency: 'XOF',
  product: 'Panier de 3 boubous brodés',
};

const meta = {
  title: 'Checkout/PaymentPage',
  component: PaymentPage,
  parameters: { layout: 'fullscreen', route: '/paiement/pl_inconnu', link: basket },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: {
    // Status checks close together, never timing out on the fixed clock.
    timing: { firstPollMs: 200, maxPollMs: 300, timeoutMs: 60_000 },
    now: fixedClock,
  },
  render: (args) => (
    <Route path="/paiement/:token">
      <PaymentPage {...args} preloaded={preloaded} />
    </Route>
  ),
  beforeEach: async ({ msw, parameters, loaded }) => {
    // A fresh sandbox per story at the samples' time, so tokens, ids and dates never move.
    sandbox = createSandbox({ now: () => SAMPLE_TIME });
    msw.use(...sandbox.handlers);
    readings = 0;
    const { link, holdLookup, preload } = parameters as PageParameters;
    preloaded = undefined;
    linkCalls = [];
    // Only noted: the sandbox's handlers answer.
    msw.use(
      http.get(`*${endpoints.getPaymentLink.path}`, ({ request }) => {
        linkCalls.push(new URL(request.url).pathname);
      }),
      http.get(`*${endpoints.listPaymentLinkMethods.path}`, ({ request }) => {
        linkCalls.push(new URL(request.url).pathname);
      }),
    );
    if (holdLookup) {
      const held = new Promise<void>((resolve) => (releaseLookup = resolve));
      // Answers nothing itself: once released, the sandbox's handler answers.
      msw.use(
        http.get(`*${endpoints.getPaymentLink.path}`, async () => {
          await held;
        }),
      );
    }
    if (link) {
      token = (await createPaymentLink(link, SANDBOX_CREDENTIALS)).data.token;
      (loaded as StoryLoaded).location.navigate(`/paiement/${token}`);
      if (preload) {
        const [details, methods] = await Promise.all([
          getPaymentLink(token),
          listPaymentLinkMethods(token),
        ]);
        preloaded = { link: details.data, groups: methods.data };
        linkCalls = [];
      }
    }
    // The page resumes a payment from session storage; every story starts a new one.
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(storageKey(''))) sessionStorage.removeItem(key);
    }
  },
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };

/** Chooses a wallet and goes on to the number. */
async function choose(canvasElement: HTMLElement, method: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: method }));
  await userEvent.click(canvas.getByRole('button', { name: copy.method.next }));
  return canvas.findByRole('textbox', { name: copy.phone.label });
}

/** The status region of the frame, read out without moving focus (the spinners have their own). */
const announcer = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('status')
    .find((status) => !status.closest('main'))!;

/** Receipt rows, term → value. */
const receiptOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { name: outcomeCopy.success.title }, slow);
  await waitFor(() => expect(heading).toHaveFocus());
  const receipt = canvasElement.querySelector<HTMLElement>(
    `dl[aria-label="${outcomeCopy.success.receipt}"]`,
  )!;
  return Object.fromEntries(
    within(receipt)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
};

const transactionOfTheLink = () => {
  const id = sandbox.state.links.get(token)!.transactionId;
  return sandbox.state.transactions.find((transaction) => transaction.transactionId === id)!;
};

export const LoadingThenTheLinkToPay: Story = {
  parameters: { holdLookup: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing about the payment is shown before it is known.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(copy.loading.title);
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent(
      copy.loading.label,
    );
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByText(/Panier/)).toBeNull();
    releaseLookup();
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'Paiement à Boutique Teranga',
    });
    await expect(heading).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText('Panier de 3 boubous brodés')).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Wave' })).toBeVisible();
    // The first screen keeps the browser's own focus: nothing was replaced under the payer.
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

/** As the Node server sends a link's page: the form at once, with no call to the API for it. */
export const RenderedByTheServer: Story = {
  parameters: { preload: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Paiement à Boutique Teranga' }),
    ).toBeVisible();
    await expect(canvas.getByText('Panier de 3 boubous brodés')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Wave/ })).toBeVisible();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    // No loading screen came first, so the first change of screen is the payer's: focus follows.
    await choose(canvasElement, /^Wave/);
    await expect(canvas.getByRole('heading', { name: 'Votre numéro Wave' })).toHaveFocus();
    await expect(linkCalls).toEqual([]);
  },
};

export const UnknownToken: Story = {
  parameters: { route: '/paiement/pl_inconnu', link: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: copy.unavailable.notFound.title,
    });
    await expect(heading.closest('section')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText(copy.unavailable.notFound.text)).toBeVisible();
    // No payment to show, nothing to fill in.
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByText(copy.summary.amount)).toBeNull();
  },
};

export const WalletsOfAnIvorianLinkAndANumberOfAnotherNetwork: Story = {
  parameters: {
    link: { amount: 10_000, country: 'CI', currency: 'XOF', product: 'Recharge de gaz 12 kg' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Paiement à Boutique Teranga' });
    await expect(await canvas.findByText(copy.method.countryFixed('CI', '225'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByText('Étape 1 sur 2')).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'OMCI',
      'MOMOCI',
      'MOOVCI',
      'WAVECI',
      // The card, after the wallets: the link's currency is one cards settle in.
      'CARD',
    ]);
    const input = await choose(canvasElement, /^MTN Mobile Money/);
    await expect(
      canvas.getByRole('heading', { name: 'Votre numéro MTN Mobile Money' }),
    ).toHaveFocus();
    await expect(canvas.getByText('+225')).toBeVisible();
    await userEvent.type(input, '0700000001');
    await expect(input).toHaveValue('07 00 00 00 01');
    // 07 is an Orange number: the page offers Orange Money rather than a refusal later.
    await expect(
      canvas.getByText(
        'Ce numéro semble être un numéro Orange. Voulez-vous payer avec Orange Money ?',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Payer avec Orange Money' }));
    await expect(canvas.getByRole('heading', { name: 'Votre numéro Orange Money' })).toBeVisible();
    // Orange Money asks a code: one step more, and the number is kept.
    await expect(canvas.getByText('Étape 2 sur 3')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: copy.phone.label })).toHaveValue(
      '07 00 00 00 01',
    );
    await expect(canvas.queryByText(/Ce numéro semble être/)).toBeNull();
    await expect(canvas.getByRole('button', { name: copy.phone.next })).toBeVisible();
  },
};

export const WaveNumberPaidToTheReceipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await choose(canvasElement, /^Wave/);
    await expect(canvas.getByText('Étape 2 sur 2')).toBeVisible();
    await userEvent.type(input, testPhoneNumber('SN', 'success'));
    await userEvent.click(canvas.getByRole('button', { name: /^Payer 45\s000\sF\s?CFA$/ }));
    const receipt = await receiptOf(canvasElement);
    await expect(receipt['Montant payé']).toMatch(/^45\s000\sF\s?CFA$/);
    await expect(receipt['Bénéficiaire']).toBe('Boutique Teranga');
    await expect(receipt['Achat']).toBe('Panier de 3 boubous brodés');
    await expect(receipt['Moyen de paiement']).toBe('Wave');
    await expect(receipt['Numéro']).toBe('+221 77 ••• •• 01');
    await expect(receipt['Date']).toBe('14 avril 2025 à 10:32');
    await expect(receipt['Référence']).toBe(transactionOfTheLink().transactionId);
    // The sandbox settled the link's own payment.
    await expect(transactionOfTheLink().status).toBe('SUCCESS');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const OrangeMoneyAsksTheCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await choose(canvasElement, /^Orange Money/);
    await expect(canvas.getByText('Étape 2 sur 3')).toBeVisible();
    await userEvent.type(input, testPhoneNumber('SN', 'success'));
    await userEvent.click(canvas.getByRole('button', { name: copy.phone.next }));
    await expect(
      await canvas.findByRole('heading', { name: 'Code de paiement Orange Money reçu par SMS' }),
    ).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Composer le #144#391#' })).toHaveAttribute(
      'href',
      'tel:%23144%23391%23',
    );
    const pay = canvas.getByRole('button', { name: /^Payer 45\s000\sF\s?CFA$/ });
    await userEvent.click(pay);
    const code = canvas.getByRole('textbox', { name: copy.otp.label });
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.otp.required);
    await expect(code).toHaveFocus();
    await userEvent.type(code, '123456');
    await userEvent.click(pay);
    const receipt = await receiptOf(canvasElement);
    await expect(receipt['Moyen de paiement']).toBe('Orange Money');
    // The code itself is never kept where the payer's browser could give it back.
    await expect(JSON.stringify(sessionStorage)).not.toContain('123456');
  },
};

export const RejectedThenRetryKeepsTheNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await choose(canvasElement, /^Wave/);
    await userEvent.type(input, testPhoneNumber('SN', 'rejected'));
    await userEvent.click(canvas.getByRole('button', { name: /^Payer/ }));
    const heading = await canvas.findByRole('heading', { name: outcomeCopy.rejected.title }, slow);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(outcomeCopy.rejected.refused('Wave'))).toBeVisible();
    await expect(canvas.getByText(outcomeCopy.rejected.noDebit)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: outcomeCopy.rejected.retry }));
    // Back to the number, as entered: only a digit may need fixing.
    await expect(await canvas.findByRole('heading', { name: 'Votre numéro Wave' })).toHaveFocus();
    const again = canvas.getByRole('textbox', { name: copy.phone.label });
    await expect(again).toHaveValue('77 000 00 02');
    await userEvent.clear(again);
    await userEvent.type(again, testPhoneNumber('SN', 'success'));
    await userEvent.click(canvas.getByRole('button', { name: /^Payer/ }));
    const receipt = await receiptOf(canvasElement);
    await expect(receipt['Numéro']).toBe('+221 77 ••• •• 01');
  },
};

export const InsufficientBalanceThenAnotherWallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await choose(canvasElement, /^Wave/);
    await userEvent.type(input, testPhoneNumber('SN', 'insufficientBalance'));
    await userEvent.click(canvas.getByRole('button', { name: /^Payer/ }));
    await canvas.findByRole('heading', { name: outcomeCopy.rejected.title }, slow);
    await expect(canvas.getByText(outcomeCopy.rejected.insufficientBalance('Wave'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: outcomeCopy.rejected.otherMethod }));
    await expect(await canvas.findByRole('heading', { name: copy.method.title })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Wave' })).toBeChecked();
  },
};

/** Chooses the card, fills it in and pays. */
async function payByCard(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('radio', { name: new RegExp(`^${copy.card.method}`) }),
  );
  await userEvent.click(canvas.getByRole('button', { name: copy.method.next }));
  // The card step's chunk may still be on its way: its heading holds the focus meanwhile, and
  // has it again once the form is there.
  const field = await canvas.findByRole('textbox', { name: cardFormCopy.number.label }, slow);
  const heading = canvas.getByRole('heading', { name: copy.card.title });
  await waitFor(() => expect(heading).toHaveFocus());
  await expect(canvas.getByText('Étape 2 sur 2')).toBeVisible();
  await userEvent.type(field, number);
  await userEvent.type(canvas.getByRole('textbox', { name: cardFormCopy.expiry.label }), '0930');
  await userEvent.type(canvas.getByLabelText(cardFormCopy.cvc.label), '123');
  await userEvent.type(
    canvas.getByRole('textbox', { name: cardFormCopy.holder.label }),
    'Awa Ndiaye',
  );
  await userEvent.click(canvas.getByRole('button', { name: /^Payer 45\s000\sF\s?CFA$/ }));
}

/** Nothing of the card is kept where the payer's browser could give it back. */
async function expectNoCardKept(number: string) {
  const kept = JSON.stringify(sessionStorage) + JSON.stringify(localStorage) + location.href;
  await expect(kept).not.toContain(number);
  await expect(kept).not.toContain(number.slice(-4));
  await expect(kept).not.toContain('Ndiaye');
}

export const CardPaidToTheReceipt: Story = {
  play: async ({ canvasElement }) => {
    await payByCard(canvasElement, '4242424242424242');
    const receipt = await receiptOf(canvasElement);
    await expect(receipt['Moyen de paiement']).toBe(copy.card.method);
    await expect(receipt['Numéro']).toBeUndefined();
    await expect(receipt['Référence']).toBe(transactionOfTheLink().transactionId);
    await expect(transactionOfTheLink()).toMatchObject({
      status: 'SUCCESS',
      paymentMethod: 'CARD',
    });
    await expectNoCardKept('4242424242424242');
  },
};

export const CardDeclinedThenAnotherCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payByCard(canvasElement, '4000000000000002');
    const heading = await canvas.findByRole(
      'heading',
      { name: outcomeCopy.cardDeclined.title },
      slow,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(outcomeCopy.cardDeclined.declined)).toBeVisible();
    await expect(canvas.getByText(outcomeCopy.rejected.noDebit)).toBeVisible();
    await expectNoCardKept('4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: outcomeCopy.cardDeclined.otherCard }));
    // A new card form, empty: nothing of the declined card was kept to fill it.
    await expect(await canvas.findByRole('heading', { name: copy.card.title })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: cardFormCopy.number.label })).toHaveValue('');
    await expect(transactionOfTheLink().status).toBe('PENDING');
  },
};

export const CardWithoutFunds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payByCard(canvasElement, '4000000000009995');
    await canvas.findByRole('heading', { name: outcomeCopy.cardDeclined.title }, slow);
    await expect(canvas.getByText(outcomeCopy.cardDeclined.insufficientFunds)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: outcomeCopy.rejected.otherMethod }));
    await expect(await canvas.findByRole('heading', { name: copy.method.title })).toHaveFocus();
  },
};

export const PendingThenTimeout: Story = {
  args: {
    timing: { firstPollMs: 300, maxPollMs: 300, timeoutMs: 1000 },
    now: runningClock,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await choose(canvasElement, /^Wave/);
    await userEvent.type(input, testPhoneNumber('SN', 'pending'));
    await userEvent.click(canvas.getByRole('button', { name: /^Payer/ }));
    const pending = await canvas.findByRole('heading', { name: outcomeCopy.pending.title });
    await waitFor(() => expect(pending).toHaveFocus());
    await expect(
      canvas.getByText(
        'Ouvrez l’application Wave : la demande de paiement s’y affiche, confirmez-la avec votre code secret.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(outcomeCopy.pending.waiting('Wave'))).toBeVisible();
    // The operator never answers: the page says so rather than spin for ever.
    const timeout = await canvas.findByRole('heading', { name: outcomeCopy.timeout.title }, slow);
    await waitFor(() => expect(timeout).toHaveFocus());
    await expect(canvas.getByText(outcomeCopy.timeout.text('Wave'))).toBeVisible();
    await expect(canvas.getByText(outcomeCopy.timeout.noSecondPayment)).toBeVisible();
    // Checking again waits once more, and tells again when nothing comes.
    await userEvent.click(canvas.getByRole('button', { name: outcomeCopy.timeout.checkAgain }));
    await expect(
      await canvas.findByRole('heading', { name: outcomeCopy.pending.title }),
    ).toBeVisible();
    await canvas.findByRole('heading', { name: outcomeCopy.timeout.title }, slow);
    await expect(transactionOfTheLink().status).toBe('PENDING');
  },
};

export const PendingThenChangeOfNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await choose(canvasElement, /^Wave/);
    await userEvent.type(input, testPhoneNumber('SN', 'pending'));
    await userEvent.click(canvas.getByRole('button', { name: /^Payer/ }));
    await canvas.findByRole('heading', { name: outcomeCopy.pending.title }, slow);
    // The payer sees where the request went, and that it was the wrong number.
    await expect(canvas.getByText('Demande envoyée au +221 77 ••• •• 03.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: outcomeCopy.pending.changeNumber }));
    // The request is withdrawn at the sandbox: the link is payable again, by another number.
    const number = await canvas.findByRole('textbox', { name: copy.phone.label });
    await expect(number).toHaveValue('77 000 00 03');
    await expect(transactionOfTheLink().phoneNumber).toBeNull();
    await userEvent.clear(number);
    await userEvent.type(number, testPhoneNumber('SN', 'success'));
    await userEvent.click(canvas.getByRole('button', { name: /^Payer/ }));
    await receiptOf(canvasElement);
  },
};

export const PendingThenCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await choose(canvasElement, /^Wave/);
    await userEvent.type(input, testPhoneNumber('SN', 'pending'));
    await userEvent.click(canvas.getByRole('button', { name: /^Payer/ }));
    await canvas.findByRole('heading', { name: outcomeCopy.pending.title }, slow);
    await userEvent.click(canvas.getByRole('button', { name: outcomeCopy.pending.cancel }));
    // Back to the wallets, the choice kept; nothing waits at the operator any more.
    await expect(await canvas.findByRole('heading', { name: copy.method.title })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Wave/ })).toBeChecked();
    await expect(transactionOfTheLink()).toMatchObject({ status: 'PENDING', phoneNumber: null });
  },
};

export const ConnectionLostWhilePendingThenBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await choose(canvasElement, /^Wave/);
    await userEvent.type(input, testPhoneNumber('SN', 'pending'));
    await userEvent.click(canvas.getByRole('button', { name: /^Payer/ }));
    await canvas.findByRole('heading', { name: outcomeCopy.pending.title }, slow);
    await expect(canvas.queryByText(copy.offline)).toBeNull();
    // The network drops: status checks get no answer.
    sandbox.scenarios.set('networkError', ['getPaymentLinkStatus']);
    await waitFor(
      () => expect(canvas.getByText(copy.offline, { selector: 'main span' })).toBeVisible(),
      slow,
    );
    await expect(announcer(canvasElement)).toHaveTextContent(copy.offline);
    await expect(canvas.getByRole('heading', { name: outcomeCopy.pending.title })).toBeVisible();
    // It comes back: checking resumes by itself and the payer hears so.
    sandbox.scenarios.clear();
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent(copy.backOnline), slow);
    await expect(canvas.queryByText(copy.offline, { selector: 'main span' })).toBeNull();
    // The payer confirms on the phone: the next check brings the receipt.
    transactionOfTheLink().status = 'SUCCESS';
    const receipt = await receiptOf(canvasElement);
    await expect(receipt['Date']).toBe('14 avril 2025 à 10:32');
    await expect(receipt['Référence']).toBe(transactionOfTheLink().transactionId);
  },
};
