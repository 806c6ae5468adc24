import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { feeSimulator } from '../../src/content/pricing';
import { FeeSimulator } from '../../src/sections/FeeSimulator';
import { loose } from '../pages/marketingChecks';

const meta = {
  title: 'Sections/FeeSimulator',
  component: FeeSimulator,
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
} satisfies Meta<typeof FeeSimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

// Intl writes narrow no-break spaces in "10 000 F CFA"; compare with plain spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function simulator(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    amount: canvas.getByRole('textbox', { name: feeSimulator.amountLabel }),
    payIn: canvas.getByRole('radio', { name: new RegExp(feeSimulator.directions.payIn.label) }),
    payout: canvas.getByRole('radio', { name: new RegExp(feeSimulator.directions.payout.label) }),
    figure: (term: string) => plain(canvas.getByText(plain(term)).nextElementSibling?.textContent),
  };
}

async function typeAmount(amount: HTMLElement, value: string) {
  await userEvent.clear(amount);
  await userEvent.type(amount, value);
}

export const EveryFigureIsLabelledAsAnExample: Story = {
  play: async ({ canvasElement }) => {
    const s = simulator(canvasElement);
    const region = s.canvas.getByRole('region', { name: feeSimulator.title });
    await expect(region).toHaveAccessibleDescription(loose(feeSimulator.disclaimer));
    await expect(s.canvas.getByText(feeSimulator.badge)).toBeVisible();
    await expect(s.payIn).toBeChecked();
    await expect(s.amount).toHaveValue(feeSimulator.defaultAmount);
    await expect(s.figure(feeSimulator.feeLabel)).toBe('200 F CFA');
    await expect(s.figure(feeSimulator.directions.payIn.resultLabel)).toBe('9 800 F CFA');
    // Every computed figure sits under a label that says "exemple".
    await expect(feeSimulator.feeLabel).toMatch(/exemple/);
    await expect(feeSimulator.directions.payIn.resultLabel).toMatch(/exemple/);
    await expect(feeSimulator.directions.payout.resultLabel).toMatch(/exemple/);
  },
};

export const PayInOf100Gives98: Story = {
  play: async ({ canvasElement }) => {
    const s = simulator(canvasElement);
    await typeAmount(s.amount, '100');
    await expect(s.figure(feeSimulator.amountLabelShort)).toBe('100 F CFA');
    await expect(s.figure(feeSimulator.feeLabel)).toBe('2 F CFA');
    await expect(s.figure(feeSimulator.directions.payIn.resultLabel)).toBe('98 F CFA');
  },
};

export const MassPayoutOf200Costs204: Story = {
  play: async ({ canvasElement }) => {
    const s = simulator(canvasElement);
    await userEvent.click(s.payout);
    await expect(s.payout).toBeChecked();
    await typeAmount(s.amount, '200');
    await expect(s.figure(feeSimulator.feeLabel)).toBe('4 F CFA');
    await expect(s.figure(feeSimulator.directions.payout.resultLabel)).toBe('204 F CFA');
    await expect(plain(s.canvas.getByText(/^Exemple : pour un versement/).textContent)).toBe(
      'Exemple : pour un versement de 200 F CFA, votre solde serait débité de 204 F CFA.',
    );
  },
};

export const InvalidAmountShowsAnErrorAndKeepsTheText: Story = {
  play: async ({ canvasElement }) => {
    const s = simulator(canvasElement);
    await typeAmount(s.amount, '10,5');
    await expect(await s.canvas.findByText(feeSimulator.amountInvalid)).toBeVisible();
    await expect(s.amount).toHaveAttribute('aria-invalid', 'true');
    await expect(s.amount).toHaveValue('10,5');
    await expect(s.figure(feeSimulator.directions.payIn.resultLabel)).toBe('–');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const s = simulator(canvasElement);
    await userEvent.click(s.canvas.getByText(feeSimulator.directions.payout.hint));
    await expect(s.payout).toBeChecked();
    await expect(s.figure(feeSimulator.directions.payout.resultLabel)).toBe('10 200 F CFA');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
