import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, glyphs, Heading, Icon, Stack, Text, VisuallyHidden } from '../../src/kit';
import { withRoom } from './withRoom';

const meta = {
  title: 'Kit/VisuallyHidden',
  component: VisuallyHidden,
  decorators: [withRoom],
  args: { children: 'Fermer le menu' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconButton: Story = {
  render: (args) => (
    <Button variant="secondary" icon={<Icon glyph={glyphs.close} />}>
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    // In the accessibility tree: the button takes its name from the hidden text…
    const button = within(canvasElement).getByRole('button', { name: 'Fermer le menu' });
    const hidden = within(button).getByText('Fermer le menu');
    // …but it occupies a single clipped pixel on screen.
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBe(1);
    await expect(box.height).toBe(1);
    await expect(getComputedStyle(hidden).position).toBe('absolute');
  },
};

export const HiddenSectionHeading: Story = {
  args: { as: 'h2', children: 'Derniers paiements' },
  render: (args) => (
    <section aria-labelledby="derniers-paiements">
      <VisuallyHidden {...args} id="derniers-paiements" />
      <Text>Aucun paiement pour l’instant.</Text>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Derniers paiements' });
    await expect(canvas.getByRole('region', { name: 'Derniers paiements' })).toContainElement(
      heading,
    );
    await expect(heading.getBoundingClientRect().width).toBe(1);
  },
};

export const SkipLinkAppearsOnFocus: Story = {
  args: { focusable: true, children: <a href="#contenu">Aller au contenu principal</a> },
  render: (args) => (
    <Stack gap={4}>
      <VisuallyHidden {...args} />
      <div id="contenu" tabIndex={-1}>
        <Heading level={1} size="xl">
          Tableau de bord
        </Heading>
        <Text tone="muted">Solde disponible : 1 250 000 FCFA.</Text>
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Aller au contenu principal' });
    const wrapper = link.parentElement as HTMLElement;
    await expect(link).toHaveAttribute('href', '#contenu');
    await expect(wrapper.getBoundingClientRect().width).toBe(1);
    // The first Tab of the page reaches it, and it shows itself for sighted keyboard users.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(wrapper).position).toBe('static');
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};
