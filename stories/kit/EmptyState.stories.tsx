import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink, EmptyState, glyphs } from '../../src/kit';
import { withRoom } from './withRoom';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  decorators: [withRoom],
  args: {
    title: 'Aucun lien de paiement',
    description:
      'Créez un lien et partagez-le par WhatsApp ou SMS : vos clients paient en un clic.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleDescriptionAndAction: Story = {
  args: {
    icon: glyphs.link,
    action: <ButtonLink href="/liens/nouveau">Créer un lien</ButtonLink>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Aucun lien de paiement' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Créez un lien et partagez-le/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Créer un lien' })).toHaveAttribute(
      'href',
      '/liens/nouveau',
    );
    // The icon is decoration: nothing for a screen reader to say.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const HeadingLevelFitsThePage: Story = {
  globals: { theme: 'dark' },
  args: { title: 'Aucune transaction', headingLevel: 2, description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Aucune transaction' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
