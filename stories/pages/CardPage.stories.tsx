import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { site } from '../../src/content/site';
import { solutions } from '../../src/content/solutions';
import { CardPage } from '../../src/pages/CardPage';
import { solutionActions } from '../../src/sections/SolutionPage';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  phone,
} from './marketingChecks';

const content = solutions.card;

const meta = {
  title: 'Pages/CardPage',
  component: CardPage,
  parameters: { layout: 'fullscreen', route: paths.card },
} satisfies Meta<typeof CardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectCardPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, content.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  await expectLinks(canvasElement, solutionActions.register, site.merchantRegisterUrl);
  await expectLinks(canvasElement, solutionActions.contact, paths.contactUs);
  // Spec 1: virtual or physical cards, spending controlled in real time.
  await expect(canvas.getByText('Cartes virtuelles ou physiques')).toBeVisible();
  await expect(canvas.getByText('Contrôle des dépenses en temps réel')).toBeVisible();
  // No developer documentation exists for cards, so the page offers none.
  await expect(canvas.queryByRole('heading', { name: solutionActions.docsTitle })).toBeNull();
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectCardPage(canvasElement);
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectCardPage(canvasElement);
    await expectNoHorizontalScroll(canvasElement);
  },
};
