import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { pricing } from '../../src/content/pricing';
import { site } from '../../src/content/site';
import { PricingPlans } from '../../src/sections/PricingPlans';

const meta = {
  title: 'Sections/PricingPlans',
  component: PricingPlans,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricingPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectPlans(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const plans = canvas
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.closest('li') as HTMLElement);
  await expect(plans).toHaveLength(2);
  const [standard, custom] = plans.map((plan) => within(plan));
  await expect(standard?.getByText('Sans abonnement mensuel')).toBeVisible();
  await expect(
    standard?.getByRole('link', { name: pricing.plans.standard.action }),
  ).toHaveAttribute('href', site.merchantRegisterUrl);
  await expect(custom?.getByRole('link', { name: pricing.plans.custom.action })).toHaveAttribute(
    'href',
    paths.contactUs,
  );
  // No binding figure on the page: no amount, no percentage.
  await expect(canvasElement.textContent).not.toMatch(/\d\s?%|F CFA|XOF/);
  return plans;
}

export const SideBySide: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const plans = await expectPlans(canvasElement);
    const [a, b] = plans.map((plan) => plan.getBoundingClientRect());
    await expect(a?.top).toBe(b?.top);
    // The buttons line up at the bottom of both cards.
    const buttons = within(canvasElement).getAllByRole('link');
    const [first, second] = buttons.map((button) => button.getBoundingClientRect().bottom);
    // Within the featured card's thicker border.
    await expect(Math.abs((first ?? 0) - (second ?? 0))).toBeLessThanOrEqual(1);
  },
};

export const StackedOnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const plans = await expectPlans(canvasElement);
    const [a, b] = plans.map((plan) => plan.getBoundingClientRect());
    await expect(b?.top).toBeGreaterThan(a?.bottom ?? 0);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
