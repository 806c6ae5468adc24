import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutCopy as copy } from '../../src/checkout/copy';
import { planFor, type NumberingPlan } from '../../src/checkout/phonePlans';
import { phoneMessage } from '../../src/checkout/state/entry';
import { wordMessage } from '../../src/checkout/state/messages';
import { PhoneStep, type PhoneStepProps } from '../../src/checkout/screens/PhoneStep';
import { withRoom } from '../kit/withRoom';

const plan = (country: string): NumberingPlan => planFor(country)!;

/** What is wrong with the digits, in French, as the page words it. */
const problemOf = (digits: string, numbering: NumberingPlan, complete: boolean) => {
  const message = phoneMessage(digits, numbering, complete);
  return message && wordMessage({ lang: 'fr', copy }, message);
};

/**
 * The step as the page drives it: the digits follow the payer, a wrong start shows while
 * typing, and going on checks the whole number first (args.onSubmit only hears valid ones).
 */
function Controlled(props: PhoneStepProps) {
  const [digits, setDigits] = useState(props.digits);
  const [submitError, setSubmitError] = useState(props.error);
  return (
    <PhoneStep
      {...props}
      digits={digits}
      error={submitError ?? problemOf(digits, props.plan, false)}
      onDigitsChange={(next) => {
        props.onDigitsChange(next);
        setDigits(next);
        setSubmitError(undefined);
      }}
      onSubmit={() => {
        const message = problemOf(digits, props.plan, true);
        setSubmitError(message);
        return message ? false : props.onSubmit();
      }}
    />
  );
}

const meta = {
  title: 'Checkout/PhoneStep',
  component: PhoneStep,
  decorators: [withRoom],
  render: (args) => <Controlled {...args} />,
  args: {
    progress: 'Étape 2 sur 2',
    methodName: 'Wave',
    plan: plan('SN'),
    digits: '',
    submitLabel: 'Payer 45 000 F CFA',
    onDigitsChange: fn(),
    onSubmit: fn(() => true),
    onBack: fn(),
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof PhoneStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const phoneField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: copy.phone.label });

/** The error sits under the field, is announced, and is wired to the input. */
async function expectFieldError(canvasElement: HTMLElement, message: string) {
  const input = phoneField(canvasElement);
  const alert = within(canvasElement).getByRole('alert');
  await expect(alert).toHaveTextContent(message);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  await expect(alert.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    input.getBoundingClientRect().bottom,
  );
}

export const SenegalNumberGroupedAsTypedThenSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Votre numéro Wave' })).toBeVisible();
    const input = phoneField(canvasElement);
    // The calling code is shown beside the field, and said in its description.
    await expect(canvas.getByText('+221')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      copy.phone.description('221', 9, plan('SN').leads),
    );
    // Digits only: the numeric keypad, and the browser may offer the payer's own number.
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '7700');
    await expect(input).toHaveValue('77 00');
    await userEvent.type(input, '00001');
    await expect(input).toHaveValue('77 000 00 01');
    await expect(args.onDigitsChange).toHaveBeenLastCalledWith('770000001');
    // A tenth digit has nowhere to go.
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('77 000 00 01');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Payer 45 000 F CFA' })).toBeEnabled();
  },
};

export const PastedInternationalNumberKeepsTheNationalDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const input = phoneField(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('+221 78 123 45 67');
    await expect(input).toHaveValue('78 123 45 67');
    await expect(args.onDigitsChange).toHaveBeenLastCalledWith('781234567');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Payer 45 000 F CFA' }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WrongStartInSenegalShowsAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const input = phoneField(canvasElement);
    await userEvent.type(input, '69');
    const message = copy.phone.invalid('SN', ['70', '75', '76', '77', '78']);
    await expect(message).toBe(
      'Ce numéro n’est pas un numéro mobile au Sénégal : il commence par 70, 75, 76, 77 ou 78.',
    );
    await expectFieldError(canvasElement, message);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveFocus();
  },
};

export const IncompleteNumberStopsTheStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = phoneField(canvasElement);
    await userEvent.type(input, '7712345');
    // Nothing is wrong yet while the payer is typing.
    await expect(canvas.queryByRole('alert')).toBeNull();
    const submit = canvas.getByRole('button', { name: 'Payer 45 000 F CFA' });
    await userEvent.click(submit);
    await expectFieldError(canvasElement, copy.phone.incomplete(9));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Focus goes back to the number, so the payer can finish it at once.
    await expect(input).toHaveFocus();
  },
};

export const EmptyNumberAsksForIt: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Payer 45 000 F CFA' }),
    );
    await expectFieldError(canvasElement, copy.phone.empty);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(phoneField(canvasElement)).toHaveFocus();
  },
};

export const IvoryCoastNumbersHaveTenDigits: Story = {
  args: { methodName: 'MTN Mobile Money', plan: plan('CI'), progress: 'Étape 2 sur 2' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = phoneField(canvasElement);
    await expect(canvas.getByText('+225')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      'L’indicatif +225 est déjà ajouté. 10 chiffres commençant par 01, 05 ou 07.',
    );
    // Nine digits make a Senegalese number, not an Ivorian one.
    await userEvent.type(input, '050000000');
    await expect(input).toHaveValue('05 00 00 00 0');
    await userEvent.keyboard('{Enter}');
    await expectFieldError(canvasElement, copy.phone.incomplete(10));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('05 00 00 00 01');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const BeninNumbersStartWith01: Story = {
  args: { methodName: 'Moov Money', plan: plan('BJ') },
  play: async ({ canvasElement, args }) => {
    const input = phoneField(canvasElement);
    await expect(within(canvasElement).getByText('+229')).toBeVisible();
    // The old eight-digit numbers (97…) are no longer mobile numbers.
    await userEvent.type(input, '97');
    await expectFieldError(
      canvasElement,
      'Ce numéro n’est pas un numéro mobile au Bénin : il commence par 01.',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NumberOfAnotherNetworkSuggestsItsWallet: Story = {
  args: {
    methodName: 'Orange Money',
    digits: '761234567',
    submitLabel: copy.phone.next,
    suggestion: { network: 'Free', methodName: 'Free Money', method: 'FREESN', onUse: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(phoneField(canvasElement)).toHaveValue('76 123 45 67');
    await expect(
      canvas.getByText('Ce numéro semble être un numéro Free. Voulez-vous payer avec Free Money ?'),
    ).toBeVisible();
    // Only a suggestion: the number itself is valid and the payer may go on.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Payer avec Free Money' }));
    await expect(args.suggestion?.onUse).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: copy.phone.next }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const BackToTheChoiceOfWallet: Story = {
  args: { digits: '770000001' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: copy.phone.change });
    // The way back comes after the main action.
    await expect(back.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('button', { name: 'Payer 45 000 F CFA' }).getBoundingClientRect().bottom,
    );
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WhileThePaymentIsSent: Story = {
  args: {
    digits: '770000001',
    busy: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = phoneField(canvasElement);
    await expect(input).toHaveAttribute('readonly');
    const sending = canvas.getByRole('button', { name: copy.paying });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sending);
    await expect(sending).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: copy.phone.change })).toBeDisabled();
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('77 000 00 01');
    await expect(args.onDigitsChange).not.toHaveBeenCalled();
  },
};

export const RefusedByTheOperator: Story = {
  args: {
    digits: '770000001',
    formError: copy.errors.phoneRefused('Wave'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Wave n’accepte pas ce numéro. Vérifiez-le, ou choisissez un autre moyen de paiement.',
    );
    // A problem with the payment, not with how the number is written.
    await expect(phoneField(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};
