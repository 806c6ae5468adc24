import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardPage } from '../../src/pages/CardPage';
import { solutionPageParameters, solutionPageStories } from './solutionPageStories';

const stories = solutionPageStories('card', {
  docs: null,
  expectOwn: async (canvasElement) => {
    const canvas = within(canvasElement);
    // Spec 1: virtual or physical cards, spending controlled in real time.
    await expect(canvas.getByText('Cartes virtuelles ou physiques')).toBeVisible();
    await expect(canvas.getByText('Contrôle des dépenses en temps réel')).toBeVisible();
  },
});

const meta = {
  title: 'Pages/CardPage',
  component: CardPage,
  parameters: solutionPageParameters('card'),
} satisfies Meta<typeof CardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = stories.Desktop;

export const OnPhone: Story = stories.OnPhone;
