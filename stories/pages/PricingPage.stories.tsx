import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { feeSimulator, pricing } from '../../src/content/pricing';
import { site } from '../../src/content/site';
import { PricingPage } from '../../src/pages/PricingPage';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  loose,
  phone,
} from './marketingChecks';

const meta = {
  title: 'Pages/PricingPage',
  component: PricingPage,
  parameters: { layout: 'fullscreen', route: paths.pricingFr },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const compact = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

async function expectPricingPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, pricing.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  await expect(canvas.getByText(pricing.plans.standard.price)).toBeVisible();
  await expect(canvas.getByText(/pas d’abonnement mensuel/)).toBeVisible();
  await expectLinks(canvasElement, pricing.plans.standard.action, site.merchantRegisterUrl);
  await expectLinks(canvasElement, pricing.plans.custom.action, paths.contactUs);
  await expectLinks(canvasElement, pricing.questions.faq, paths.faq);
  // The simulator says it shows examples, not the merchant's rate.
  const simulator = within(canvas.getByRole('region', { name: feeSimulator.title }) as HTMLElement);
  await expect(simulator.getByText(feeSimulator.badge)).toBeVisible();
  await expect(
    canvas.getByRole('region', { name: feeSimulator.title }),
  ).toHaveAccessibleDescription(loose(feeSimulator.disclaimer));
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectPricingPage(canvasElement);
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: feeSimulator.amountLabel });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await expect(compact(canvas.getByText(/^Exemple : pour un paiement/).textContent)).toBe(
      'Exemple : pour un paiement de 100 F CFA, vous recevriez 98 F CFA.',
    );
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectPricingPage(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('radio', { name: new RegExp(feeSimulator.directions.payout.label) }),
    );
    const amount = canvas.getByRole('textbox', { name: feeSimulator.amountLabel });
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await expect(compact(canvas.getByText(/^Exemple : pour un versement/).textContent)).toBe(
      'Exemple : pour un versement de 200 F CFA, votre solde serait débité de 204 F CFA.',
    );
    await expectNoHorizontalScroll(canvasElement);
  },
};
