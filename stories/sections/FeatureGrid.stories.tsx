import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { about } from '../../src/content/about';
import { solutions } from '../../src/content/solutions';
import { FeatureGrid, featureColumns } from '../../src/sections/FeatureGrid';

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  argTypes: { columns: { control: 'inline-radio', options: featureColumns } },
  args: { title: about.values.title, items: about.values.items },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const topsOf = (items: HTMLElement[]) =>
  items.map((item) => Math.round(item.getBoundingClientRect().top));

export const FourColumnsWithIcons: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(about.values.title);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(about.values.items.length);
    await expect(new Set(topsOf(items)).size).toBe(1);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(items.length);
    // Icons are decoration: the card title says it all.
    for (const icon of canvasElement.querySelectorAll('svg')) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const TwoColumnsWithoutIconsOnSunken: Story = {
  args: {
    title: solutions.collect.useCasesTitle,
    items: solutions.collect.useCases,
    columns: 2,
    surface: 'sunken',
  },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('data-surface', 'sunken');
    const tops = topsOf(canvas.getAllByRole('listitem'));
    await expect(tops[0]).toBe(tops[1]);
    await expect(tops[2]).toBeGreaterThan(tops[1] ?? 0);
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const OneColumnOnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const tops = topsOf(within(canvasElement).getAllByRole('listitem'));
    await expect(new Set(tops).size).toBe(tops.length);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
