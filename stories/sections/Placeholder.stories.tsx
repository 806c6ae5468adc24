import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Placeholder } from '../../src/sections/Placeholder';

const meta = {
  title: 'Sections/Placeholder',
  component: Placeholder,
  args: { text: 'Pricing Page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Placeholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PricingPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pricing Page' })).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const AboutPage: Story = {
  args: { text: 'About Page' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'About Page' }),
    ).toBeVisible();
  },
};
