import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutCopy as copy } from '../../src/checkout/copy';
import { paymentMethodGroups } from '../../src/sandbox';
import { OtpStep, type OtpStepProps } from '../../src/checkout/screens/OtpStep';
import { withRoom } from '../kit/withRoom';

const instructionsOf = (code: string) =>
  paymentMethodGroups
    .flatMap((group) => group.methods)
    .find((method) => method.paymentMethod === code)?.instructions ?? '';

/** The page's check of the code: required, then 4 to 6 digits. */
const codeProblem = (code: string) =>
  !code ? copy.otp.required : /^\d{4,6}$/.test(code) ? undefined : copy.otp.invalid;

/** The step as the page drives it: the code follows the payer and is checked before paying. */
function Controlled(props: OtpStepProps) {
  const [code, setCode] = useState(props.code);
  const [error, setError] = useState(props.error);
  return (
    <OtpStep
      {...props}
      code={code}
      error={error}
      onCodeChange={(next) => {
        props.onCodeChange(next);
        setCode(next);
        setError(undefined);
      }}
      onSubmit={() => {
        const problem = codeProblem(code);
        setError(problem);
        return problem ? false : props.onSubmit();
      }}
    />
  );
}

const meta = {
  title: 'Checkout/OtpStep',
  component: OtpStep,
  decorators: [withRoom],
  render: (args) => <Controlled {...args} />,
  args: {
    progress: 'Étape 3 sur 3',
    methodName: 'Orange Money',
    instructions: instructionsOf('OMSN'),
    code: '',
    submitLabel: 'Payer 45 000 F CFA',
    onCodeChange: fn(),
    onSubmit: fn(() => true),
    onBack: fn(),
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof OtpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: copy.otp.label });

const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Payer 45 000 F CFA' });

export const OrangeMoneyCodeFromTheUssdMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('form', { name: 'Code de paiement Orange Money reçu par SMS' }),
    ).toBeVisible();
    await expect(canvas.getByText('Étape 3 sur 3')).toBeVisible();
    // The operator's words, with the code to dial set apart and left untranslated.
    const ussd = canvas.getByText('#144#391#', { selector: 'strong' });
    await expect(ussd).toHaveAttribute('translate', 'no');
    await expect(ussd.closest('p')).toHaveTextContent(
      'Composez le #144#391# sur votre téléphone Orange, saisissez votre code secret puis recopiez ici le code à 6 chiffres reçu par SMS.',
    );
    // On a phone, one tap opens the dialer with the code.
    const dial = canvas.getByRole('link', { name: 'Composer le #144#391#' });
    await expect(dial).toHaveAttribute('href', 'tel:%23144%23391%23');
    // The code field: numeric keypad, filled from the SMS, 6 digits at most.
    const input = codeField(canvasElement);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('maxlength', '6');
    await expect(input).toHaveAccessibleDescription(copy.otp.description);
    await userEvent.type(input, '12 34-56');
    await expect(input).toHaveValue('123456');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const CodeRequiredBeforePaying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(payButton(canvasElement));
    const input = codeField(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(copy.otp.required);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Back to the field, so the payer can type the code at once.
    await expect(input).toHaveFocus();
  },
};

export const TooShortCodeIsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = codeField(canvasElement);
    await userEvent.type(input, '123');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.otp.invalid);
    await expect(input).toHaveAccessibleDescription(`${copy.otp.description} ${copy.otp.invalid}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveFocus();
  },
};

export const CodeAskedForAWalletWithoutUssd: Story = {
  args: {
    methodName: 'Wave',
    // The page's own words: Wave's instructions speak of the secret code typed on the phone.
    instructions: copy.otp.askedInstructions('Wave'),
    error: copy.otp.askedByNumber,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(copy.otp.askedInstructions('Wave'))).toBeVisible();
    // Which code, where it comes from, and that the secret code is never asked here.
    await expect(codeField(canvasElement)).toHaveAccessibleName('Code reçu par SMS');
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('Ce n’est pas votre code secret'),
    );
    // Nothing to dial: no dialer link.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.otp.askedByNumber);
    await expect(codeField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const BackToTheNumber: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy.otp.change }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WhileThePaymentIsSent: Story = {
  args: { code: '654321', busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = codeField(canvasElement);
    await expect(input).toHaveAttribute('readonly');
    const sending = canvas.getByRole('button', { name: copy.paying });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sending);
    await expect(sending).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: copy.otp.change })).toBeDisabled();
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('654321');
    await expect(args.onCodeChange).not.toHaveBeenCalled();
  },
};

export const CodeRefusedByTheOperator: Story = {
  args: { formError: copy.errors.otpRefused },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ce code reçu par SMS n’est pas accepté. Demandez-en un nouveau en suivant les instructions, puis recopiez-le.',
    );
    // A new code, typed and sent: the refusal was about the old one.
    await userEvent.type(codeField(canvasElement), '4821');
    await userEvent.click(payButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
