import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { solutions } from '../../src/content/homeSolutions';
import { SolutionCards } from '../../src/sections/SolutionCards';
import type { StoryLoaded } from '../support/loaders';
import { expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/SolutionCards',
  component: SolutionCards,
  args: { content: solutions },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SolutionCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourCardsOneRowOnDesktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: solutions.title });
    const links = within(region).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      paths.massPayment,
      paths.paymentLinks,
      paths.collect,
      paths.card,
    ]);
    // Each link is named by its card's title, inside an h3.
    for (const [i, link] of links.entries()) {
      await expect(link).toHaveAccessibleName(solutions.items[i]!.title);
      await expect(link.closest('h3')).not.toBeNull();
    }
    const tops = within(region)
      .getAllByRole('listitem')
      .map((card) => card.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

export const CardNavigatesToItsPage: Story = {
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Liens de paiement' });
    await userEvent.click(link);
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe(paths.paymentLinks);
  },
};

export const KeyboardFocusOutlinesTheCard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Paiement de masse' });
    await expect(link).toHaveFocus();
    const card = link.closest('li') as HTMLElement;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};

export const OneColumnOnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThan(
      cards[0]!.getBoundingClientRect().bottom,
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    // Two columns on a tablet.
    await expect(cards[1]!.getBoundingClientRect().top).toBe(cards[0]!.getBoundingClientRect().top);
    await expectDarkPage(canvasElement);
  },
};
