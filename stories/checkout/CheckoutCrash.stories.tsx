import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutCopy } from '../../src/checkout/copy';
import { CheckoutCrash } from '../../src/checkout/screens/CheckoutCrash';

const meta = {
  title: 'Checkout/CheckoutCrash',
  component: CheckoutCrash,
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn() },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof CheckoutCrash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeepsThePayerInTheCheckout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = checkoutCopy.unavailable.crashed;
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByText(text.text)).toBeVisible();
    // The checkout's own frame: no site menu, the support number as the only link.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: text.reload }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
