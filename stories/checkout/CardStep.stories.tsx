import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardFieldNames } from '../../src/checkout/cardRules';
import { cardFormCopy as copy } from '../../src/checkout/cardCopy';
import { checkoutCopy } from '../../src/checkout/copy';
import { CardStep } from '../../src/checkout/screens/CardStep';
import { withRoom } from '../kit/withRoom';

/** 26 November 2026: expiry is checked against a clock that never moves. */
const fixedClock = () => Date.UTC(2026, 10, 26, 12);

const meta = {
  title: 'Checkout/CardStep',
  component: CardStep,
  decorators: [withRoom],
  args: {
    progress: 'Étape 2 sur 2',
    headingRef: createRef<HTMLHeadingElement>(),
    submitLabel: 'Payer 45 000 F CFA',
    onPay: fn(),
    onBack: fn(),
    now: fixedClock,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof CardStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    number: canvas.getByRole('textbox', { name: copy.number.label }),
    expiry: canvas.getByRole('textbox', { name: copy.expiry.label }),
    // A password field has no role: found by its label.
    cvc: canvas.getByLabelText(copy.cvc.label),
    holder: canvas.getByRole('textbox', { name: copy.holder.label }),
  };
};

export const VisaGroupedAsTypedThenSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: checkoutCopy.card.title })).toHaveAttribute(
      'method',
      'post',
    );
    const { number, expiry, cvc, holder } = fields(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Payer 45 000 F CFA' });
    // What lets the browser fill the card in, the numeric keypad, and the names the server reads.
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('name', cardFieldNames.number);
    await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(expiry).toHaveAttribute('inputmode', 'numeric');
    await expect(expiry).toHaveAttribute('name', cardFieldNames.expiry);
    await expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(cvc).toHaveAttribute('inputmode', 'numeric');
    await expect(cvc).toHaveAttribute('type', 'password');
    await expect(cvc).toHaveAttribute('name', cardFieldNames.cvc);
    await expect(holder).toHaveAttribute('autocomplete', 'cc-name');
    await expect(holder).toHaveAttribute('name', cardFieldNames.holder);

    await userEvent.type(number, '42424');
    await expect(number).toHaveValue('4242 4');
    await expect(canvas.getByText(copy.number.brand('Visa'))).toBeVisible();
    await userEvent.type(number, '24242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(expiry, '930');
    await expect(expiry).toHaveValue('09 / 30');
    await userEvent.type(cvc, '12a3');
    await expect(cvc).toHaveValue('123');
    await userEvent.type(holder, 'Awa  Ndiaye ');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledWith({
      cardNumber: '4242424242424242',
      cardExpirationMonth: '09',
      cardExpirationYear: '2030',
      cardCv: '123',
      cardHolderName: 'Awa Ndiaye',
    });
  },
};

export const EveryProblemSaidOnPay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { number, expiry, cvc, holder } = fields(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Payer 45 000 F CFA' });
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
    // Each field says what it wants, the first one takes the focus.
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription(expect.stringContaining(copy.number.empty));
    await expect(expiry).toHaveAccessibleDescription(expect.stringContaining(copy.expiry.empty));
    await expect(cvc).toHaveAccessibleDescription(expect.stringContaining(copy.cvc.empty(3)));
    await expect(holder).toHaveAccessibleDescription(expect.stringContaining(copy.holder.empty));
    // A hostile paste: forty digits with dashes and an emoji is refused, not cut to fit.
    await userEvent.paste(`${'4242-'.repeat(10)}💳`);
    await expect(number).toHaveAccessibleDescription(expect.stringContaining(copy.number.invalid));
    await userEvent.clear(number);
    // A digit mistyped: Luhn says so.
    await userEvent.type(number, '4242424242424241');
    await expect(number).toHaveAccessibleDescription(expect.stringContaining(copy.number.invalid));
    await userEvent.type(expiry, '1026');
    await expect(expiry).toHaveAccessibleDescription(expect.stringContaining(copy.expiry.past));
    await userEvent.type(holder, 'Awa 💳');
    await expect(holder).toHaveAccessibleDescription(expect.stringContaining(copy.holder.invalid));
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const AmexWantsFourDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { number, cvc } = fields(canvasElement);
    await userEvent.type(number, '378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(canvas.getByText(copy.number.brand('American Express'))).toBeVisible();
    await expect(cvc).toHaveAccessibleDescription(copy.cvc.description(4));
  },
};

export const SendingKeepsEverythingStill: Story = {
  args: { busy: true, formError: undefined },
  play: async ({ canvasElement, args }) => {
    const { number, holder } = fields(canvasElement);
    const canvas = within(canvasElement);
    await expect(number).toHaveAttribute('readonly');
    await expect(holder).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: copy.change })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: copy.change }));
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};
