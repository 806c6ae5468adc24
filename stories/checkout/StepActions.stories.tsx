import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutCopy as copy } from '../../src/checkout/copy';
import { StepActions } from '../../src/checkout/screens/StepActions';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Checkout/StepActions',
  component: StepActions,
  decorators: [
    withRoom,
    (Story) => (
      <form
        aria-label="Étape"
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
  args: {
    submitLabel: 'Payer 45 000 F CFA',
    backLabel: copy.phone.change,
    onBack: fn(),
    busy: false,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof StepActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayOrGoBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Payer 45 000 F CFA' });
    await expect(pay).toHaveAttribute('type', 'submit');
    await expect(pay).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: copy.phone.change }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WhileThePaymentIsSent: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: copy.paying });
    // Busy, not disabled: the pressed button keeps the keyboard focus and says what is under way.
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    pay.focus();
    await expect(pay).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.announce.sending);
    await expect(canvas.queryByRole('button', { name: 'Payer 45 000 F CFA' })).toBeNull();
    await expect(canvas.getByRole('button', { name: copy.phone.change })).toBeDisabled();
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};
