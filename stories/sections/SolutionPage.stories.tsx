import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { solutions } from '../../src/content/solutions';
import { SolutionPage, solutionActions } from '../../src/sections/SolutionPage';

const meta = {
  title: 'Sections/SolutionPage',
  component: SolutionPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SolutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outline every solution page shares, whatever its content. */
async function expectOutline(
  canvasElement: HTMLElement,
  content: (typeof solutions)[keyof typeof solutions],
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(content.title);
  await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    content.benefitsTitle,
    content.stepsTitle,
    content.useCasesTitle,
    ...(content.docs ? [solutionActions.docsTitle] : []),
    content.cta.title,
  ]);
  await expect(
    within(canvas.getByRole('list', { name: 'En bref' })).getAllByRole('listitem'),
  ).toHaveLength(content.highlights.length);
}

export const WithDeveloperDocs: Story = {
  args: { content: solutions.massPayment },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectOutline(canvasElement, solutions.massPayment);
    await expect(
      within(canvasElement).getByRole('link', { name: solutions.massPayment.docs?.label }),
    ).toHaveAttribute('href', docsPath('mass'));
    // Desktop: the key facts sit beside the heading.
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const facts = canvas.getByRole('list', { name: 'En bref' }).getBoundingClientRect();
    await expect(facts.left).toBeGreaterThan(title.right);
  },
};

export const WithoutDeveloperDocs: Story = {
  args: { content: solutions.card },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectOutline(canvasElement, solutions.card);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
