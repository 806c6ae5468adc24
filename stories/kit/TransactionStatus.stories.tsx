import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack, TransactionStatus } from '../../src/kit';
import { withRoom } from './withRoom';

const meta = {
  title: 'Kit/TransactionStatus',
  component: TransactionStatus,
  decorators: [withRoom],
  args: { status: 'SUCCESS' },
  render: (args) => (
    <Stack direction="row" gap={2}>
      {['SUCCESS', 'PENDING', 'REJECTED', 'REFUNDED'].map((status) => (
        <TransactionStatus key={status} {...args} status={status} />
      ))}
    </Stack>
  ),
} satisfies Meta<typeof TransactionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WordsThenColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Réussie')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('En attente')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Refusée')).toHaveAttribute('data-tone', 'danger');
    // A status the kit does not know is shown as the API sent it, in a neutral colour.
    await expect(canvas.getByText('REFUNDED')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const OtherWordsInDarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { labels: { SUCCESS: 'Paid', REJECTED: 'Declined' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid')).toHaveAttribute('data-status', 'SUCCESS');
    await expect(canvas.getByText('Declined')).toHaveAttribute('data-status', 'REJECTED');
    // A word left out keeps the French one.
    await expect(canvas.getByText('En attente')).toHaveAttribute('data-status', 'PENDING');
  },
};
