import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paymentExperience } from '../../src/content/homePaymentExperience';
import { PaymentExperience } from '../../src/sections/PaymentExperience';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/PaymentExperience',
  component: PaymentExperience,
  args: { content: paymentExperience },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentExperience>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: paymentExperience.title });
    const steps = within(region).getByRole('list', { name: paymentExperience.stepsTitle });
    await expect(steps.tagName).toBe('OL');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(
      paymentExperience.steps.length,
    );
    const features = within(region).getAllByRole('heading', { level: 3 });
    await expect(features.map((h) => h.textContent)).toEqual([
      paymentExperience.stepsTitle,
      ...paymentExperience.features.map((f) => f.title),
    ]);
    // Steps and promises side by side on a wide screen.
    const stepsBox = steps.getBoundingClientRect();
    const firstFeature = features[1]!.getBoundingClientRect();
    await expect(firstFeature.left).toBeGreaterThan(stepsBox.right);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, first, second] = canvas.getAllByRole('heading', { level: 3 });
    // One column: each promise under the previous one.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: paymentExperience.title });
    await expect(region).toHaveAttribute('data-surface', 'sunken');
    await expectDarkPage(canvasElement);
    await expectColors(region, { backgroundColor: dark.surface.sunken });
  },
};
