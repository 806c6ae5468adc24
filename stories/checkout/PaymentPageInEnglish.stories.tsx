import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { createPaymentLink, SANDBOX_CREDENTIALS, type PaymentLinkRequest } from '../../src/api';
import { englishWords } from '../../src/checkout/language/en';
import { WordsContext } from '../../src/checkout/language/words';
import { PaymentPage } from '../../src/checkout/PaymentPage';
import { storageKey } from '../../src/checkout/state/resume';
import { createSandbox, SAMPLE_TIME, testPhoneNumber } from '../../src/sandbox';
import type { StoryLoaded } from '../support/loaders';

/**
 * The payment page for a payer who reads English (the switch, or a browser that prefers
 * English): its main screens, from the wallets to the receipt, with the sandbox answering.
 */

const basket: PaymentLinkRequest = {
  amount: 45_000,
  country: 'SN',
  currency: 'XOF',
  product: 'Basket of 3 embroidered boubous',
};

const meta = {
  title: 'Checkout/PaymentPage in English',
  component: PaymentPage,
  parameters: { layout: 'fullscreen', route: '/paiement/pl_inconnu' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: {
    timing: { firstPollMs: 200, maxPollMs: 300, timeoutMs: 60_000 },
    now: () => SAMPLE_TIME,
  },
  render: (args) => (
    <WordsContext value={englishWords}>
      <Route path="/paiement/:token">
        <PaymentPage {...args} />
      </Route>
    </WordsContext>
  ),
  beforeEach: async ({ msw, loaded }) => {
    const sandbox = createSandbox({ now: () => SAMPLE_TIME });
    msw.use(...sandbox.handlers);
    const { token } = (await createPaymentLink(basket, SANDBOX_CREDENTIALS)).data;
    (loaded as StoryLoaded).location.navigate(`/paiement/${token}`);
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(storageKey(''))) sessionStorage.removeItem(key);
    }
  },
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };
const AMOUNT = /^F\sCFA\s45,000$/;

/** Chooses a method and goes on; returns the number's field, when the method has one. */
async function choose(canvasElement: HTMLElement, method: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: method }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

export const Methods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payment to Boutique Teranga' }),
    ).toBeVisible();
    await expect(canvas.getByText('Secure payment')).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /^Wave/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    await expect(canvas.getByText(AMOUNT)).toBeVisible();
    // The switch names the other language in itself.
    await expect(
      within(canvas.getByRole('button', { name: 'Français' })).getByText('Français'),
    ).toHaveAttribute('lang', 'fr');
  },
};

export const PhoneNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /^Wave/);
    await expect(canvas.getByRole('heading', { name: 'Your Wave number' })).toHaveFocus();
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, '3');
    await expect(canvas.getByText(/^This is not a mobile number in Senegal/)).toBeVisible();
    await userEvent.clear(number);
    await userEvent.type(number, '77000');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay F\sCFA\s45,000$/ }));
    await expect(number).toHaveAccessibleDescription(/The number is incomplete: it has 9 digits\./);
  },
};

export const OneTimeCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /^Orange Money/);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Phone number' }),
      testPhoneNumber('SN', 'success'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', {
        name: 'Orange Money payment code received by text message',
      }),
    ).toHaveFocus();
    await expect(
      canvas.getByRole('textbox', { name: 'Code received by text message' }),
    ).toHaveAccessibleDescription(/It is not your PIN/);
    await userEvent.click(canvas.getByRole('button', { name: /^Pay / }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter the payment code your operator sent you by text message.',
    );
  },
};

export const Card: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /^Bank card/);
    // The card form's own chunk is here once its fields are (its placeholder has the same heading).
    await canvas.findByRole('textbox', { name: 'Card number' }, slow);
    await expect(canvas.getByRole('heading', { name: 'Your bank card' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Pay / }));
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      /Enter your card number\./,
    );
    await expect(canvas.getByRole('textbox', { name: 'Cardholder name' })).toBeVisible();
  },
};

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /^Wave/);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Phone number' }),
      testPhoneNumber('SN', 'pending'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Pay / }));
    await expect(
      await canvas.findByRole('heading', { name: 'Confirm the payment on your phone' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('Request sent to +221 77 ••• •• 03.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel this payment' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change number' })).toBeVisible();
  },
};

export const Receipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /^Wave/);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Phone number' }),
      testPhoneNumber('SN', 'success'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Pay / }));
    const heading = await canvas.findByRole('heading', { name: 'Payment accepted' }, slow);
    await waitFor(() => expect(heading).toHaveFocus());
    const receipt = canvasElement.querySelector<HTMLElement>('dl[aria-label="Receipt"]')!;
    const rows = Object.fromEntries(
      within(receipt)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    await expect(rows['Amount paid']).toMatch(AMOUNT);
    await expect(rows['Paid to']).toBe('Boutique Teranga');
    await expect(rows['Payment method']).toBe('Wave');
    await expect(rows['Date']).toBe('14 April 2025 at 10:32');
    // The receipt's buttons come in English too, once their chunk is here.
    await expect(
      await canvas.findByRole('button', { name: 'Print or save as PDF' }, slow),
    ).toBeVisible();
  },
};
