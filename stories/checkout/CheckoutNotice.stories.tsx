import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { checkoutCopy as copy } from '../../src/checkout/copy';
import { CheckoutNotice } from '../../src/checkout/screens/CheckoutNotice';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Checkout/CheckoutNotice',
  component: CheckoutNotice,
  decorators: [withRoom],
  args: { tone: 'danger', size: 'sm', alert: true, children: copy.errors.offline },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof CheckoutNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProblemIsAnnounced: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(copy.errors.offline);
  },
};

export const WaitIsShownNotAnnounced: Story = {
  args: { tone: 'warning', size: 'md', alert: false, children: copy.offline },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(copy.offline)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
