import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsPath, paths } from '../../src/paths/paths';
import { site } from '../../src/content/site';
import { solutions } from '../../src/content/solutions';
import { MassPaymentPage } from '../../src/pages/MassPaymentPage';
import { solutionActions } from '../../src/sections/SolutionPage';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  phone,
} from './marketingChecks';

const content = solutions.massPayment;

const meta = {
  title: 'Pages/MassPaymentPage',
  component: MassPaymentPage,
  parameters: { layout: 'fullscreen', route: paths.massPayment },
} satisfies Meta<typeof MassPaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectMassPaymentPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, content.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  await expectLinks(canvasElement, solutionActions.register, site.merchantRegisterUrl);
  await expectLinks(canvasElement, solutionActions.contact, paths.contactUs);
  await expectLinks(canvasElement, content.docs?.label ?? '', docsPath('mass'));
  // The arrival time is a claim: always worded "moins de 5 minutes", never a guarantee.
  await expect(canvas.getByText('Fonds reçus en moins de 5 minutes')).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 3, name: 'Moins de 5 minutes' })).toBeVisible();
  await expect(canvas.queryByText(/garanti/i)).toBeNull();
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectMassPaymentPage(canvasElement);
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectMassPaymentPage(canvasElement);
    await expectNoHorizontalScroll(canvasElement);
  },
};
