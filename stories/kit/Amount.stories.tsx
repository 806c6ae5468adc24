import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from '../../src/kit';
import { withRoom } from './withRoom';

const meta = {
  title: 'Kit/Amount',
  component: Amount,
  decorators: [withRoom],
  args: { value: 1_250_000, currency: 'XOF' },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FrancsCfa: Story = {
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText(/F\sCFA$/);
    await expect(amount).toHaveTextContent(/^1\s250\s000\sF\sCFA$/);
    // Never broken between its digits and its currency.
    await expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
  },
};

export const AnotherLocaleAndCurrency: Story = {
  args: { value: 49.9, currency: 'EUR', locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€49.90')).toBeVisible();
  },
};
