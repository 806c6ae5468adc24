import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundFallback } from '../../src/sections/NotFoundFallback';
import type { StoryLoaded } from '../support/loaders';

const meta = {
  title: 'Sections/NotFoundFallback',
  component: NotFoundFallback,
  parameters: { route: '/documentation/inconnue' },
} satisfies Meta<typeof NotFoundFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaysNotFoundAndLeadsHome: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Retour à l’accueil' }));
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/');
  },
};
