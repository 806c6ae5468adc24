import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutCopy as copy } from '../../src/checkout/copy';
import { outcomeCopy } from '../../src/checkout/outcomeCopy';
import { PaymentPending } from '../../src/checkout/screens/PaymentPending';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Checkout/PaymentPending',
  component: PaymentPending,
  decorators: [withRoom],
  args: {
    methodName: 'Wave',
    instructions:
      "Ouvrez l'application Wave : la demande de paiement s'y affiche, confirmez-la avec votre code secret.",
    phone: '+221 77 ••• •• 03',
    onChangeNumber: fn(),
    onCancel: fn(),
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof PaymentPending>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForTheConfirmationOnThePhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('form', { name: outcomeCopy.pending.title });
    await expect(region).toHaveAttribute('data-tone', 'warning');
    // Nothing to fill in: the page checks by itself. It says where the request went.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('Demande envoyée au +221 77 ••• •• 03.')).toBeVisible();
    await expect(canvas.getByText(args.instructions!)).toBeVisible();
    await expect(canvas.getByText('Nous attendons la confirmation de Wave.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(outcomeCopy.pending.checking);
    await expect(canvas.getByText(outcomeCopy.pending.keepOpen)).toBeVisible();
    await expect(canvas.queryByText(copy.offline)).toBeNull();
    // The heading can take focus when the payment is sent, without joining the tab order.
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
  },
};

export const ConnectionLostWhileWaiting: Story = {
  args: { offlineNotice: copy.offline },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offline = canvas.getByText(copy.offline);
    await expect(offline).toBeVisible();
    await expect(offline).toHaveTextContent(
      'Connexion perdue. Votre paiement n’est pas perdu : nous reprenons la vérification dès le retour du réseau.',
    );
    // Still waiting: the payment is not given up for a dropped connection.
    await expect(canvas.getByRole('status')).toHaveTextContent(outcomeCopy.pending.checking);
    await expect(canvas.getByText(outcomeCopy.pending.keepOpen)).toBeVisible();
  },
};

export const CodeAlreadyTypedNoInstructions: Story = {
  args: { methodName: 'Orange Money', instructions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nous attendons la confirmation d’Orange Money.')).toBeVisible();
    await expect(canvas.queryByText(/Composez/)).toBeNull();
    await expect(canvas.getAllByRole('paragraph')).toHaveLength(3);
  },
};

export const WaysOutWhileWaiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Each way out is a button of the screen's form: it posts its action without JavaScript.
    const change = canvas.getByRole('button', { name: outcomeCopy.pending.changeNumber });
    const cancel = canvas.getByRole('button', { name: outcomeCopy.pending.cancel });
    await expect(change).toHaveAttribute('type', 'submit');
    await expect(change).toHaveAttribute('name', 'action');
    await expect(canvas.getByRole('form', { name: outcomeCopy.pending.title })).toHaveAttribute(
      'method',
      'post',
    );
    await userEvent.click(change);
    await expect(args.onChangeNumber).toHaveBeenCalledOnce();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const WithdrawingFailed: Story = {
  args: { error: copy.errors.cancelFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.errors.cancelFailed);
    // Still waiting, and still able to try again.
    await expect(canvas.getByRole('status')).toHaveTextContent(outcomeCopy.pending.checking);
    await expect(canvas.getByRole('button', { name: outcomeCopy.pending.cancel })).toBeEnabled();
  },
};
