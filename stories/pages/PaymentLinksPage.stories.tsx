import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentLinksPage } from '../../src/pages/PaymentLinksPage';
import { solutionPageParameters, solutionPageStories } from './solutionPageStories';

const stories = solutionPageStories('paymentLinks', {
  docs: 'saas',
  expectOwn: async (canvasElement) => {
    const canvas = within(canvasElement);
    // Spec 1: shared by e-mail, SMS and social networks, with no technical integration.
    await expect(canvas.getByText('Partage par e-mail, SMS et réseaux sociaux')).toBeVisible();
    await expect(canvas.getByText('Aucune intégration technique')).toBeVisible();
  },
});

const meta = {
  title: 'Pages/PaymentLinksPage',
  component: PaymentLinksPage,
  parameters: solutionPageParameters('paymentLinks'),
} satisfies Meta<typeof PaymentLinksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = stories.Desktop;

export const OnPhone: Story = stories.OnPhone;
