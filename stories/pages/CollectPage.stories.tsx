import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { solutions } from '../../src/content/solutions';
import { CollectPage } from '../../src/pages/CollectPage';
import { solutionActions } from '../../src/sections/SolutionPage';
import type { StoryLoaded } from '../support/loaders';
import { solutionPageParameters, solutionPageStories } from './solutionPageStories';

const content = solutions.collect;

const stories = solutionPageStories('collect', {
  docs: null,
  expectOwn: async (canvasElement) => {
    const canvas = within(canvasElement);
    // Spec 9: collection covers more than 10 countries.
    await expect(canvas.getAllByText(/plus de 10 pays/i).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(
      content.benefits.length + content.steps.length + content.useCases.length,
    );
  },
});

const meta = {
  title: 'Pages/CollectPage',
  component: CollectPage,
  parameters: solutionPageParameters('collect'),
} satisfies Meta<typeof CollectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  ...stories.Desktop,
  play: async (context) => {
    await stories.Desktop.play(context);
    const [contact] = within(context.canvasElement).getAllByRole('link', {
      name: solutionActions.contact,
    });
    await userEvent.click(contact as HTMLElement);
    await expect((context.loaded as StoryLoaded).location.history?.at(-1)).toBe(paths.contactUs);
  },
};

export const OnPhone: Story = stories.OnPhone;
