import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { statsCta } from '../../src/content/homeStatsCta';
import { site } from '../../src/content/site';
import { StatsCta } from '../../src/sections/StatsCta';
import type { StoryLoaded } from '../support/loaders';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/StatsCta',
  component: StatsCta,
  args: { content: statsCta },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatsCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiguresBadgesAndButtons: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: statsCta.title });
    const [figures, badges] = within(region).getAllByRole('list');
    const items = within(figures!).getAllByRole('listitem');
    // What a screen reader hears: words, not "~" or "+".
    await expect(items.map((item) => item.textContent)).toEqual([
      '15+Plus de 15pays',
      '~76\u202f000Environ 76\u202f000transactions par mois',
      '15\u202f000+Plus de 15\u202f000utilisateurs',
      '5devises',
    ]);
    const shown = items.map((item) => item.firstElementChild);
    await expect(shown[1]?.textContent).toBe('~76\u202f000');
    await expect(shown[1]).toHaveAttribute('aria-hidden', 'true');
    // A plain "5" needs no spoken version.
    await expect(shown[3]).not.toHaveAttribute('aria-hidden');
    // Four figures on one line on a wide screen.
    await expect(new Set(items.map((i) => i.getBoundingClientRect().top)).size).toBe(1);
    await expect(within(badges!).getByText('Conforme PCI DSS')).toBeVisible();
    await expect(within(region).getByRole('link', { name: statsCta.startLabel })).toHaveAttribute(
      'href',
      site.merchantRegisterUrl,
    );
  },
};

export const PricingButtonNavigates: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: statsCta.pricingLabel }));
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe(paths.pricingFr);
  },
};

export const TwoByTwoOnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem');
    const tops = items.map((i) => i.getBoundingClientRect().top);
    await expect(tops[0]).toBe(tops[1]);
    await expect(tops[2]).toBeGreaterThan(tops[0]!);
    const start = canvas.getByRole('link', { name: statsCta.startLabel });
    const pricing = canvas.getByRole('link', { name: statsCta.pricingLabel });
    await expect(pricing.getBoundingClientRect().top).toBeGreaterThan(
      start.getBoundingClientRect().bottom,
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: statsCta.title });
    await expect(region).toHaveAttribute('data-surface', 'brand');
    await expect(within(region).getByText('Contrôles anti-fraude')).toBeVisible();
    await expectDarkPage(canvasElement);
    await expectColors(region, { backgroundColor: dark.brand.subtle });
  },
};
