import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsChrome } from '../../src/content/docs/labels';
import { errorActions, errorPages } from '../../src/content/errors';
import { DocsNotFoundPage } from '../../src/pages/DocsNotFoundPage';
import { resetAppStores } from '../support/resetStores';
import { expectSingleH1 } from './marketingChecks';

const meta = {
  title: 'Pages/DocsNotFoundPage',
  component: DocsNotFoundPage,
  parameters: { layout: 'fullscreen', route: '/documentation/introuvable' },
  beforeEach: resetAppStores,
} satisfies Meta<typeof DocsNotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownDocsPageKeepsTheDocsFrame: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSingleH1(canvasElement, errorPages[404].title);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('button', { name: errorActions.back })).toBeVisible();
    await expect(within(main).getByRole('link', { name: errorActions.home })).toHaveAttribute(
      'href',
      '/',
    );
    // Every docs page is one click away, none marked as the page being read.
    const nav = canvas.getByRole('navigation', { name: docsChrome.navLabel });
    await expect(within(nav).getAllByRole('link').length).toBeGreaterThan(10);
    await expect(nav.querySelector('[aria-current]')).toBeNull();
  },
};
