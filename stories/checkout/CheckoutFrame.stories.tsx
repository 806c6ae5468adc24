import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { checkoutCopy } from '../../src/checkout/copy';
import { site } from '../../src/content/site';
import { CheckoutFrame } from '../../src/checkout/screens/CheckoutFrame';

const meta = {
  title: 'Checkout/CheckoutFrame',
  component: CheckoutFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <p style={{ margin: 0 }}>Contenu du paiement</p>,
    announcement: checkoutCopy.offline,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof CheckoutFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlyWhoRunsThePaymentAndWhereToFindHelp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveTextContent('Contenu du paiement');
    await expect(canvas.getByText(checkoutCopy.frame.secure)).toBeVisible();
    // No site menu to wander off to: the support number is the only link.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', site.supportPhoneHref);
    // Status changes are read out without moving focus.
    await expect(canvas.getByRole('status')).toHaveTextContent(checkoutCopy.offline);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
