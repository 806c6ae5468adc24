import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MassPaymentPage } from '../../src/pages/MassPaymentPage';
import { solutionPageParameters, solutionPageStories } from './solutionPageStories';

const stories = solutionPageStories('massPayment', {
  docs: 'mass',
  expectOwn: async (canvasElement) => {
    const canvas = within(canvasElement);
    // The arrival time is a claim: always worded "moins de 5 minutes", never a guarantee.
    await expect(canvas.getByText('Fonds reçus en moins de 5 minutes')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Moins de 5 minutes' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/garanti/i)).toBeNull();
  },
});

const meta = {
  title: 'Pages/MassPaymentPage',
  component: MassPaymentPage,
  parameters: solutionPageParameters('massPayment'),
} satisfies Meta<typeof MassPaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = stories.Desktop;

export const OnPhone: Story = stories.OnPhone;
