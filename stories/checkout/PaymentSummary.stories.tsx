import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentSummary } from '../../src/checkout/screens/PaymentSummary';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Checkout/PaymentSummary',
  component: PaymentSummary,
  decorators: [withRoom],
  args: {
    businessName: 'Boutique Teranga',
    product: 'Panier de mangues <b>bio</b>',
    amount: '45 000 F CFA',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof PaymentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhoWhatAndHowMuch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Paiement à Boutique Teranga');
    await expect(canvas.getByRole('region', { name: 'Paiement à Boutique Teranga' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual(['Achat', 'Montant']);
    // What the merchant wrote is shown as text, markup included, never interpreted.
    await expect(values).toEqual(['Panier de mangues <b>bio</b>', '45 000 F CFA']);
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
