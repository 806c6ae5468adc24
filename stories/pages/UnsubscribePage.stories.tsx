import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { unsubscribeCopy } from '../../src/content/unsubscribe';
import { UnsubscribePage } from '../../src/pages/UnsubscribePage';

const meta = {
  title: 'Pages/UnsubscribePage',
  component: UnsubscribePage,
  parameters: { layout: 'fullscreen', route: '/newsletter/desinscription' },
} satisfies Meta<typeof UnsubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenedWithoutItsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: unsubscribeCopy.title });
    await expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent(
      unsubscribeCopy.title,
    );
    await expect(within(card).getByText(unsubscribeCopy.noLink)).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await OpenedWithoutItsLink.play?.(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
