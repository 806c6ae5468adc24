import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { developerPlatform } from '../../src/content/homeDeveloperPlatform';
import { paymentExperience } from '../../src/content/homePaymentExperience';
import { FeatureList, featureListLayouts } from '../../src/sections/FeatureList';

const meta = {
  title: 'Sections/FeatureList',
  component: FeatureList,
  args: { features: developerPlatform.features },
  argTypes: { layout: { control: 'inline-radio', options: featureListLayouts } },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackedRows: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(developerPlatform.features.length);
    for (const [i, item] of items.entries())
      await expect(
        within(item).getByRole('heading', { level: 3, name: developerPlatform.features[i]!.title }),
      ).toBeVisible();
    // One column: each row under the one before.
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
  },
};

export const TilesInTwoColumnsOnATablet: Story = {
  args: { features: paymentExperience.features, layout: 'tiles' },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(paymentExperience.features.length);
    const [first, second, third] = items.map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expect(third?.left).toBe(first?.left);
    // A tile is framed: its border shows where it ends.
    await expect(getComputedStyle(items[0]!).borderTopWidth).toBe('1px');
  },
};
