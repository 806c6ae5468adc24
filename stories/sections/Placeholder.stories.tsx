import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { placeholderNext } from '../../src/content/placeholders';
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
  args: { next: placeholderNext.pricing },
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
    // The prices are on /tarif: the placeholder leads there first.
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([paths.pricingFr, '/']);
    await expect(links[0]).toHaveAccessibleName('Voir nos tarifs');
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
