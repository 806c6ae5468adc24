import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { site } from '../../src/content/site';
import { solutions } from '../../src/content/solutions';
import { CollectPage } from '../../src/pages/CollectPage';
import { solutionActions } from '../../src/sections/SolutionPage';
import type { StoryLoaded } from '../support/loaders';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  phone,
} from './marketingChecks';

const content = solutions.collect;

const meta = {
  title: 'Pages/CollectPage',
  component: CollectPage,
  parameters: { layout: 'fullscreen', route: paths.collect },
} satisfies Meta<typeof CollectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectCollectPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, content.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  await expectLinks(canvasElement, solutionActions.register, site.merchantRegisterUrl);
  await expectLinks(canvasElement, solutionActions.contact, paths.contactUs);
  // Spec 9: collection covers more than 10 countries.
  await expect(canvas.getAllByText(/plus de 10 pays/i).length).toBeGreaterThan(0);
  await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(
    content.benefits.length + content.steps.length + content.useCases.length,
  );
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement, loaded }) => {
    await expectCollectPage(canvasElement);
    const [contact] = within(canvasElement).getAllByRole('link', { name: solutionActions.contact });
    await userEvent.click(contact as HTMLElement);
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe(paths.contactUs);
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectCollectPage(canvasElement);
    await expectNoHorizontalScroll(canvasElement);
  },
};
