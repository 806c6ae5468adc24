import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, glyphs, TextField } from '../../src/kit';
import { CheckoutPanel } from '../../src/checkout/screens/CheckoutPanel';
import { panelTones } from '../../src/checkout/screens/CheckoutPanel/CheckoutPanel.css';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Checkout/CheckoutPanel',
  component: CheckoutPanel,
  decorators: [withRoom],
  argTypes: { tone: { control: 'inline-radio', options: panelTones } },
  args: { title: 'Votre numéro Wave', progress: 'Étape 2 sur 2' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof CheckoutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepIsAFormSentWithEnter: Story = {
  args: {
    onSubmit: fn(),
    children: <TextField label="Numéro de téléphone" inputMode="numeric" />,
    actions: (
      <Button type="submit" size="lg" fullWidth>
        Continuer
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Votre numéro Wave' });
    await expect(within(form).getByText('Étape 2 sur 2')).toBeVisible();
    // The heading can take focus when the panel replaces another, without joining the tab order.
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Numéro de téléphone' }), '77{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const OutcomeWithItsProblem: Story = {
  args: {
    title: 'Paiement refusé',
    progress: undefined,
    tone: 'danger',
    icon: glyphs.alert,
    error: 'Le paiement n’a pas pu être envoyé. Vérifiez vos informations puis réessayez.',
    children: <p>Aucun montant n’a été débité.</p>,
    actions: (
      <Button size="lg" fullWidth>
        Réessayer
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Paiement refusé' });
    await expect(region).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(within(region).getByRole('alert')).toHaveTextContent(
      'Le paiement n’a pas pu être envoyé.',
    );
    // The actions come last, under what they act on.
    const alert = within(region).getByRole('alert').getBoundingClientRect();
    await expect(
      canvas.getByRole('button', { name: 'Réessayer' }).getBoundingClientRect().top,
    ).toBeGreaterThan(alert.bottom);
  },
};

export const PageHeadingWhenAloneOnThePage: Story = {
  args: {
    title: 'Ce lien de paiement n’existe pas ou a expiré',
    headingLevel: 1,
    progress: undefined,
    tone: 'danger',
    icon: glyphs.alert,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ce lien de paiement n’existe pas ou a expiré',
    );
  },
};
