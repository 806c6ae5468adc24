import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink, buttonSizes, buttonVariants } from '../../src/kit';
import type { StoryLoaded } from '../support/loaders';

const meta = {
  title: 'Kit/ButtonLink',
  component: ButtonLink,
  args: { href: '/contacteznous', children: 'Contactez-nous' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsInternalLink: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Contactez-nous' });
    await expect(link).toHaveAttribute('href', '/contacteznous');
    await userEvent.click(link);
    // The router moves to the page: no full reload.
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/contacteznous');
  },
};

export const AsExternalLink: Story = {
  args: {
    href: 'https://merchant.yonnee.example/register-merchant',
    newTab: true,
    children: 'Démarrer',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Démarrer' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
