import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsPages, docsPath } from '../../src/paths/paths';
import { docsChrome } from '../../src/content/docs/labels';
import { docsNavGroups } from '../../src/content/docs/navigation';
import { docsTitles } from '../../src/content/pageTitles';
import { DocsSideNav } from '../../src/sections/DocsSideNav';
import { useLocation } from 'wouter';
import type { StoryLoaded } from '../support/loaders';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Sections/DocsSideNav',
  component: DocsSideNav,
  decorators: [withRoom],
  args: { current: 'api' },
  parameters: { route: docsPath('api') },
  // The current page follows the story's router, as it does on the site.
  render: function Render(args) {
    const [location] = useLocation();
    const current = docsPages.find((page) => docsPath(page) === location) ?? args.current;
    return <DocsSideNav {...args} current={current} />;
  },
} satisfies Meta<typeof DocsSideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListsEveryPageByGroup: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: docsChrome.navLabel });
    const lists = within(nav).getAllByRole('list');
    await expect(lists).toHaveLength(docsNavGroups.length);
    for (const [i, group] of docsNavGroups.entries()) {
      await expect(lists[i]).toHaveAccessibleName(group.title);
    }
    await expect(within(nav).getAllByRole('link')).toHaveLength(docsPages.length);
    const current = within(nav).getByRole('link', { name: docsTitles.api });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', docsPath('api'));
    // On a desktop the list is always there: no toggle to press.
    await expect(within(nav).getByRole('button', { hidden: true })).not.toBeVisible();
  },
};

export const PhoneOpensTheMenuAndClosesItOnChoice: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: docsChrome.navToggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: docsTitles.flutter })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: docsTitles.flutter }));
    await expect((loaded as StoryLoaded).location.history.at(-1)).toBe(docsPath('flutter'));
    // The reader wanted the page, not the list: the menu is closed again.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: docsTitles.flutter })).toBeNull();
  },
};
