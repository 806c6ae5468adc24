import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { checkoutCopy as copy } from '../../src/checkout/copy';
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
    connectionLost: false,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof PaymentPending>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForTheConfirmationOnThePhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: copy.pending.title });
    await expect(region).toHaveAttribute('data-tone', 'warning');
    // Nothing to fill in: the page checks by itself.
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(args.instructions!)).toBeVisible();
    await expect(canvas.getByText('Nous attendons la confirmation de Wave.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.pending.checking);
    await expect(canvas.getByText(copy.pending.keepOpen)).toBeVisible();
    await expect(canvas.queryByText(copy.offline)).toBeNull();
    // The heading can take focus when the payment is sent, without joining the tab order.
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
  },
};

export const ConnectionLostWhileWaiting: Story = {
  args: { connectionLost: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offline = canvas.getByText(copy.offline);
    await expect(offline).toBeVisible();
    await expect(offline).toHaveTextContent(
      'Connexion perdue. Votre paiement n’est pas perdu : nous reprenons la vérification dès le retour du réseau.',
    );
    // Still waiting: the payment is not given up for a dropped connection.
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.pending.checking);
    await expect(canvas.getByText(copy.pending.keepOpen)).toBeVisible();
  },
};

export const CodeAlreadyTypedNoInstructions: Story = {
  args: { methodName: 'Orange Money', instructions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nous attendons la confirmation d’Orange Money.')).toBeVisible();
    await expect(canvas.queryByText(/Composez/)).toBeNull();
    await expect(canvas.getAllByRole('paragraph')).toHaveLength(2);
  },
};
