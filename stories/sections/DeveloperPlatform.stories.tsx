import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { developerPlatform } from '../../src/content/home';
import { DeveloperPlatform } from '../../src/sections/DeveloperPlatform';
import type { StoryLoaded } from '../support/loaders';
import { expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/DeveloperPlatform',
  component: DeveloperPlatform,
  args: { content: developerPlatform },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeveloperPlatform>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: developerPlatform.title });
    const dashboard = within(region).getByRole('img', { name: developerPlatform.dashboardAlt });
    await expect(dashboard).toBeVisible();
    const plugins = within(region).getByRole('list', { name: developerPlatform.pluginsTitle });
    const items = within(plugins).getAllByRole('listitem');
    await expect(items).toHaveLength(developerPlatform.plugins.length);
    // Wordmarks are drawn monograms, hidden from assistive tech: the name is the text beside them.
    for (const [i, item] of items.entries()) {
      await expect(within(item).getByText(developerPlatform.plugins[i]!.name)).toBeVisible();
      await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(
      within(region).getByRole('link', { name: developerPlatform.docsLabel }),
    ).toHaveAttribute('href', docsPath('presentation'));
    // The drawing sits left of the text on a wide screen.
    const heading = within(region).getByRole('heading', { level: 2 });
    await expect(dashboard.getBoundingClientRect().right).toBeLessThan(
      heading.getBoundingClientRect().left,
    );
  },
};

export const CompareLinkOpensTheIntroduction: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: developerPlatform.compareLabel }),
    );
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe(docsPath('introduction'));
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dashboard = canvas.getByRole('img', { name: developerPlatform.dashboardAlt });
    const heading = canvas.getByRole('heading', { level: 2 });
    // Text first, drawing after, and the drawing shrinks to the screen.
    await expect(dashboard.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
    await expect(dashboard.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const plugins = within(canvasElement).getByRole('list', {
      name: developerPlatform.pluginsTitle,
    });
    await expect(within(plugins).getAllByRole('listitem')).toHaveLength(
      developerPlatform.plugins.length,
    );
    await expectDarkPage(canvasElement);
  },
};
