import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { docsChrome } from '../../src/content/docs/labels';
import { docsTitles } from '../../src/content/pageTitles';
import { DocsPager } from '../../src/sections/DocsPager';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Sections/DocsPager',
  component: DocsPager,
  decorators: [withRoom],
  args: { current: 'saas' },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
} satisfies Meta<typeof DocsPager>;

export default meta;
type Story = StoryObj<typeof meta>;

const pager = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: docsChrome.pagerLabel }));

export const LinksThePreviousAndNextPages: Story = {
  play: async ({ canvasElement }) => {
    const nav = pager(canvasElement);
    const previous = nav.getByRole('link', { name: `${docsChrome.previous} ${docsTitles.widget}` });
    const next = nav.getByRole('link', { name: `${docsChrome.next} ${docsTitles.flutter}` });
    await expect(previous).toHaveAttribute('href', docsPath('widget'));
    await expect(next).toHaveAttribute('href', docsPath('flutter'));
    await expect(previous).toHaveAttribute('rel', 'prev');
    await expect(next).toHaveAttribute('rel', 'next');
  },
};

export const FirstPageHasOnlyANextLink: Story = {
  args: { current: 'presentation' },
  play: async ({ canvasElement }) => {
    const nav = pager(canvasElement);
    await expect(nav.getAllByRole('link')).toHaveLength(1);
    await expect(nav.getByRole('link')).toHaveAttribute('href', docsPath('introduction'));
  },
};

export const LastPageHasOnlyAPreviousLink: Story = {
  args: { current: 'changelog' },
  play: async ({ canvasElement }) => {
    const nav = pager(canvasElement);
    await expect(nav.getAllByRole('link')).toHaveLength(1);
    await expect(nav.getByRole('link')).toHaveAttribute('href', docsPath('compatibilite'));
  },
};
