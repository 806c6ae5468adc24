import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { ButtonLink, Card } from '../../src/kit';
import { PageHero } from '../../src/sections/PageHero';

const meta = {
  title: 'Sections/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Tarifs',
    title: 'Des tarifs simples, sans abonnement',
    lead: 'Les comptes standard n’ont pas d’abonnement mensuel : une petite commission sur chaque paiement.',
    actions: <ButtonLink href={paths.contactUs}>Contactez-nous</ButtonLink>,
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent('Des tarifs simples, sans abonnement');
    await expect(
      canvas.getByRole('region', { name: 'Des tarifs simples, sans abonnement' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute(
      'href',
      paths.contactUs,
    );
  },
};

export const WithAsideOnPhone: Story = {
  args: {
    aside: (
      <Card as="ul" variant="elevated" aria-label="En bref">
        <li>Plus de 10 pays</li>
        <li>Aucune intégration technique</li>
      </Card>
    ),
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const aside = canvas.getByRole('list', { name: 'En bref' });
    // Under 1024 px the aside drops below the text rather than squeezing it.
    await expect(aside.getBoundingClientRect().top).toBeGreaterThan(
      title.getBoundingClientRect().bottom,
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
