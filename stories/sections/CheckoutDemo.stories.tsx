import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutDemoCopy as copy } from '../../src/content/docs/checkoutDemo';
import { checkoutDemoWordsEn } from '../../src/content/docs/en/checkoutDemo';
import { scriptsPendingReason } from '../../src/kit';
import { CheckoutDemo } from '../../src/sections/CheckoutDemo';
import { asServerHtml } from '../kit/asServerHtml';
import { withRoom } from '../kit/withRoom';
import { inEnglish } from '../support/inEnglish';

/** A same-origin stand-in for the payment page, so the iframe loads something steady offline. */
const standIn = () => ({ token: 'pl_demo', urlPayIn: `${window.location.origin}/favicon.svg` });

const meta = {
  title: 'Sections/CheckoutDemo',
  component: CheckoutDemo,
  decorators: [withRoom],
  args: { mode: 'open', createLink: fn(async () => standIn()) },
} satisfies Meta<typeof CheckoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensALinkCreatedInTheSandbox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: copy.amount });
    await expect(amount).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(canvas.getByRole('button', { name: copy.create }));
    // Bad input: said next to the field, nothing sent, nothing lost.
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining(copy.amountInvalid));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(args.createLink).not.toHaveBeenCalled();
    await expect(amount).toHaveValue('50');

    await userEvent.clear(amount);
    await userEvent.type(amount, '12 500');
    await userEvent.click(canvas.getByRole('button', { name: copy.create }));
    await expect(args.createLink).toHaveBeenCalledWith({
      amount: 12500,
      country: 'SN',
      currency: 'XOF',
      product: 'Panier de démonstration',
    });
    const open = await canvas.findByRole('link', { name: `${copy.open} ${copy.newTab}` });
    await expect(open).toHaveAttribute('href', standIn().urlPayIn);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('iframe')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: copy.again }));
    await expect(canvas.getByRole('textbox', { name: copy.amount })).toHaveValue('12 500');
  },
};

// The embedded mode with a created link is tested end to end (e2e/payment.spec.ts): it pays
// in the real page inside the frame and reads the message it posts. Under the story test
// runner a story holding a live iframe never reported back, so it stops short of the frame.
export const EmbedModeExplainsTheFrameBeforeCreating: Story = {
  args: { mode: 'embed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(copy.intro.embed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.create })).toBeEnabled();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.queryByRole('log')).toBeNull();
    for (const { number } of copy.numbers) {
      await expect(canvas.getByText(number)).toBeVisible();
    }
  },
};

export const SandboxRefusalIsSaidAndTheFormKept: Story = {
  args: {
    createLink: fn(async () => {
      throw new Error('le bac à sable ne répond pas.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = canvas.getByRole('textbox', { name: copy.product });
    await userEvent.clear(product);
    await userEvent.type(product, 'Abonnement <b>mensuel</b>');
    await userEvent.click(canvas.getByRole('button', { name: copy.create }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.failed('le bac à sable ne répond pas.'),
    );
    await expect(product).toHaveValue('Abonnement <b>mensuel</b>');
    await expect(canvas.getByRole('button', { name: copy.create })).toBeEnabled();
  },
};

export const BeforeItsScriptsRunTheButtonSaysWhy: Story = {
  decorators: [asServerHtml],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: copy.create });
    // Sent now, the form would only reload the page: it waits, and says so.
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(scriptsPendingReason);
    await expect(canvas.getByText(scriptsPendingReason)).toBeVisible();
    await userEvent.click(create, { pointerEventsCheck: 0 });
    await expect(args.createLink).not.toHaveBeenCalled();
    // What the visitor reads meanwhile is all there.
    await expect(canvas.getByRole('textbox', { name: copy.amount })).toHaveValue('2500');
    for (const { number } of copy.numbers) {
      await expect(canvas.getByText(number)).toBeVisible();
    }
  },
};

/** On /en/documentation/saas: the same demo, its words, checks and link in English. */
export const InEnglish: Story = {
  args: { words: checkoutDemoWordsEn },
  decorators: [inEnglish],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const words = checkoutDemoWordsEn;
    await expect(canvas.getByRole('heading', { name: words.title })).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: words.amount });
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(canvas.getByRole('button', { name: words.create }));
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining(words.amountInvalid));
    for (const { number, outcome } of words.numbers) {
      await expect(canvas.getByText(number).parentElement).toHaveTextContent(
        `${number}: ${outcome}`,
      );
    }
    await userEvent.clear(amount);
    await userEvent.type(amount, '2500');
    await userEvent.click(canvas.getByRole('button', { name: words.create }));
    await expect(args.createLink).toHaveBeenCalledWith({
      amount: 2500,
      country: 'SN',
      currency: 'XOF',
      product: words.sampleProduct,
    });
    await expect(await canvas.findByText(words.created)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${words.open} ${words.newTab}` }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: `Copy ${words.copyContext}` })).toBeVisible();
    await expect(canvas.queryByText(/Créer|lien|Numéros|paiement/)).toBeNull();
    // Back to the form, as the French story ends: the created link's address names the test
    // runner's port, which a baseline must not.
    await userEvent.click(canvas.getByRole('button', { name: words.again }));
    await expect(canvas.getByRole('textbox', { name: words.amount })).toHaveValue('2500');
  },
};

/** Before its scripts run, the English demo says why its button waits, in English. */
export const InEnglishBeforeItsScriptsRun: Story = {
  args: { words: checkoutDemoWordsEn },
  decorators: [asServerHtml, inEnglish],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: checkoutDemoWordsEn.create });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(checkoutDemoWordsEn.scriptsPending!);
    await userEvent.click(create, { pointerEventsCheck: 0 });
    await expect(args.createLink).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: checkoutDemoWordsEn.product })).toHaveValue(
      checkoutDemoWordsEn.sampleProduct,
    );
  },
};
