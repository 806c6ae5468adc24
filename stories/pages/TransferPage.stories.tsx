import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsPath, paths } from '../../src/paths/paths';
import { site } from '../../src/content/site';
import { solutions } from '../../src/content/solutions';
import { TransferPage } from '../../src/pages/TransferPage';
import { solutionActions } from '../../src/sections/SolutionPage';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  phone,
} from './marketingChecks';

const content = solutions.transfer;

const meta = {
  title: 'Pages/TransferPage',
  component: TransferPage,
  parameters: { layout: 'fullscreen', route: paths.transfer },
} satisfies Meta<typeof TransferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectTransferPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, content.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  await expectLinks(canvasElement, solutionActions.register, site.merchantRegisterUrl);
  await expectLinks(canvasElement, solutionActions.contact, paths.contactUs);
  await expectLinks(canvasElement, content.docs?.label ?? '', docsPath('versement'));
  // The steps are an ordered list, numbered in order.
  const steps = within(
    canvas.getByRole('heading', { name: content.stepsTitle }).closest('section') as HTMLElement,
  );
  await expect(
    steps.getAllByRole('listitem').map((item) => item.querySelector('h3')?.textContent),
  ).toEqual(content.steps.map((step) => step.title));
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectTransferPage(canvasElement);
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectTransferPage(canvasElement);
    await expectNoHorizontalScroll(canvasElement);
  },
};
