import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { solutions } from '../../src/content/solutions';
import { TransferPage } from '../../src/pages/TransferPage';
import { solutionPageParameters, solutionPageStories } from './solutionPageStories';

const content = solutions.transfer;

const stories = solutionPageStories('transfer', {
  docs: 'versement',
  expectOwn: async (canvasElement) => {
    // The steps are an ordered list, numbered in order.
    const steps = within(
      within(canvasElement)
        .getByRole('heading', { name: content.stepsTitle })
        .closest('section') as HTMLElement,
    );
    await expect(
      steps.getAllByRole('listitem').map((item) => item.querySelector('h3')?.textContent),
    ).toEqual(content.steps.map((step) => step.title));
  },
});

const meta = {
  title: 'Pages/TransferPage',
  component: TransferPage,
  parameters: solutionPageParameters('transfer'),
} satisfies Meta<typeof TransferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = stories.Desktop;

export const OnPhone: Story = stories.OnPhone;
