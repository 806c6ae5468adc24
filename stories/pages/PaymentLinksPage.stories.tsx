import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsPath, paths } from '../../src/paths/paths';
import { site } from '../../src/content/site';
import { solutions } from '../../src/content/solutions';
import { PaymentLinksPage } from '../../src/pages/PaymentLinksPage';
import { solutionActions } from '../../src/sections/SolutionPage';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  phone,
} from './marketingChecks';

const content = solutions.paymentLinks;

const meta = {
  title: 'Pages/PaymentLinksPage',
  component: PaymentLinksPage,
  parameters: { layout: 'fullscreen', route: paths.paymentLinks },
} satisfies Meta<typeof PaymentLinksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectPaymentLinksPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, content.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  await expectLinks(canvasElement, solutionActions.register, site.merchantRegisterUrl);
  await expectLinks(canvasElement, solutionActions.contact, paths.contactUs);
  await expectLinks(canvasElement, content.docs?.label ?? '', docsPath('saas'));
  // Spec 1: shared by e-mail, SMS and social networks, with no technical integration.
  await expect(canvas.getByText('Partage par e-mail, SMS et réseaux sociaux')).toBeVisible();
  await expect(canvas.getByText('Aucune intégration technique')).toBeVisible();
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectPaymentLinksPage(canvasElement);
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectPaymentLinksPage(canvasElement);
    await expectNoHorizontalScroll(canvasElement);
  },
};
