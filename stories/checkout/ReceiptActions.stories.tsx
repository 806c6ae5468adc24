import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import {
  ReceiptActions,
  receiptActionsCopy as copy,
} from '../../src/checkout/screens/ReceiptActions';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Checkout/ReceiptActions',
  component: ReceiptActions,
  decorators: [withRoom],
  args: { text: 'Reçu de paiement Yonnee — Boutique Teranga\nRéférence : YN-PI-000042' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof ReceiptActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyWhereTheBrowserCannotShare: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    try {
      await expect(canvas.queryByRole('button', { name: copy.share })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: copy.copy }));
      await expect(write).toHaveBeenCalledWith(args.text);
      await expect(canvas.getByRole('status')).toHaveTextContent(copy.copied);
    } finally {
      write.mockRestore();
    }
  },
};

export const CopyRefusedSaysWhatElse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    try {
      await userEvent.click(canvas.getByRole('button', { name: copy.copy }));
      await expect(canvas.getByRole('status')).toHaveTextContent(copy.copyFailed);
    } finally {
      write.mockRestore();
    }
  },
};
