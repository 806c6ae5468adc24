import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutCopy as copy } from '../../src/checkout/copy';
import { postedCopy } from '../../src/checkout/postedCopy';
import { paymentMethodGroups } from '../../src/sandbox';
import { MethodStep, type MethodStepProps } from '../../src/checkout/screens/MethodStep';
import { withRoom } from '../kit/withRoom';
import { asServerHtml } from '../kit/asServerHtml';

const methodsOf = (country: string) =>
  paymentMethodGroups.find((group) => group.country === country)?.methods ?? [];

/** The step as the page drives it: the choice and the country follow the payer. */
function Controlled(props: MethodStepProps) {
  const [selected, setSelected] = useState(props.selected);
  const [country, setCountry] = useState(props.country);
  return (
    <MethodStep
      {...props}
      country={country}
      methods={
        props.status === 'ready' && props.methods.length ? methodsOf(country) : props.methods
      }
      selected={selected}
      onSelect={(code) => {
        props.onSelect(code);
        setSelected(code);
      }}
      onCountryChange={(code) => {
        props.onCountryChange(code);
        setCountry(code);
        setSelected('');
      }}
    />
  );
}

const meta = {
  title: 'Checkout/MethodStep',
  component: MethodStep,
  decorators: [withRoom],
  render: (args) => <Controlled {...args} />,
  args: {
    progress: 'Étape 1 sur 2',
    countries: [{ code: 'SN', prefix: '221' }],
    country: 'SN',
    status: 'ready',
    methods: methodsOf('SN'),
    selected: '',
    onSelect: fn(),
    onCountryChange: fn(),
    onRetry: fn(),
    onSubmit: fn(() => true),
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof MethodStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WalletsOfSenegalChosenByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(copy.method.countryFixed('SN', '221'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'WAVESN',
      'OMSN',
      'FREESN',
    ]);
    // Orange Money makes the payer type a code: said before they choose it.
    const orange = canvas.getByRole('radio', { name: /Orange Money/ });
    await expect(orange).toHaveAccessibleName(`Orange Money ${copy.method.needsCode}`);
    await expect(canvas.getByRole('radio', { name: 'Wave' })).toBeVisible();
    // Large touch targets: each option is a whole row.
    const row = orange.closest('label')!.getBoundingClientRect();
    await expect(row.height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('OMSN');
    await expect(orange).toBeChecked();
    await expect(orange.closest('label')).toHaveAttribute('data-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ContinuingWithoutAChoiceSaysSo: Story = {
  args: { error: copy.method.required, onSubmit: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: copy.method.title });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(copy.method.required);
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.method.required);
    await userEvent.click(canvas.getByRole('button', { name: copy.method.next }));
    await expect(args.onSubmit).toHaveBeenCalled();
    // Back to the choice, so the payer can make it at once.
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
  },
};

export const CountryOfTheWalletCanChange: Story = {
  args: {
    progress: 'Étape 1 sur 3',
    countries: [
      { code: 'SN', prefix: '221' },
      { code: 'CI', prefix: '225' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: copy.method.country });
    await expect(country).toHaveDisplayValue('Sénégal (+221)');
    await userEvent.selectOptions(country, 'CI');
    await expect(args.onCountryChange).toHaveBeenCalledWith('CI');
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'OMCI',
      'MOMOCI',
      'MOOVCI',
      'WAVECI',
    ]);
    await expect(
      canvas.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  },
};

export const WalletsStillLoading: Story = {
  args: { status: 'loading', methods: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.method.loading);
    await expect(canvas.getByRole('button', { name: copy.method.next })).toBeDisabled();
  },
};

export const WalletsFailedToLoad: Story = {
  args: { status: 'failed', methods: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.method.failed);
    await expect(canvas.getByRole('button', { name: copy.method.next })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: copy.method.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoWalletInTheCountry: Story = {
  args: { methods: [], country: 'NE', countries: [{ code: 'NE', prefix: '227' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(copy.method.empty('NE'))).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const BeforeItsScriptsRunTheFormPosts: Story = {
  decorators: [asServerHtml],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The payer may choose and go on already: the form posts to the page, the server answers.
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    const next = canvas.getByRole('button', { name: copy.method.next });
    await expect(next).toBeEnabled();
    await expect(next).toHaveAttribute('type', 'submit');
    const form = next.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form?.querySelector('input[name="etape"]')).toHaveValue('method');
    await expect(canvas.getAllByRole('radio')[0]).toHaveAttribute('name', 'moyen-de-paiement');
  },
};

export const PostedFromAStalePageSaysWhy: Story = {
  args: { selected: 'WAVESN', formError: postedCopy.stale },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without JavaScript the server answered the post with the page and why it did not go on.
    await expect(canvas.getByRole('alert')).toHaveTextContent(postedCopy.stale);
    await expect(canvas.getByRole('radio', { name: /^Wave/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: copy.method.next })).toBeEnabled();
  },
};
