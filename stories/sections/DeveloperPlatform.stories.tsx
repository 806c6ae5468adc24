import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { dashboardPreview } from '../../src/content/dashboardPreview';
import { developerPlatform } from '../../src/content/homeDeveloperPlatform';
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

/** The dashboard preview, once its chunk has arrived (the story renders in the browser). */
const findPreview = (within_: ReturnType<typeof within>) =>
  within_.findByRole('figure', { name: dashboardPreview.label });

/** The kit's console components inside, fed with the sandbox's samples, and saying it is an example. */
async function expectConsoleComponents(preview: HTMLElement) {
  const inside = within(preview);
  await expect(inside.getByRole('heading', { name: 'Solde', level: 3 })).toBeVisible();
  await expect(inside.getByText('Solde disponible')).toBeVisible();
  await expect(inside.getByText(/^250\s000\sF\sCFA$/)).toBeVisible();
  const table = inside.getByRole('table', { name: dashboardPreview.transactionsCaption });
  await expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['RéférenceYN-PI-000003', 'RéférenceYN-PI-000002', 'RéférenceYN-PI-000001']);
  await expect(within(table).getByText('Refusée')).toBeVisible();
  // Told it fits (it is never hydrated to measure itself): it must, or it could not be scrolled.
  const box = table.parentElement!;
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  await expect(inside.getByText(dashboardPreview.note)).toBeVisible();
  // A picture of the console, not a console: nothing in it can be pressed or focused.
  await expect(preview.querySelector('a, button, input, select, [tabindex="0"]')).toBeNull();
}

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: developerPlatform.title });
    const dashboard = await findPreview(within(region));
    await expectConsoleComponents(dashboard);
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
    // The preview sits left of the text on a wide screen.
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
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dashboard = await findPreview(canvas);
    await expectConsoleComponents(dashboard);
    const heading = canvas.getByRole('heading', { level: 2 });
    // Text first, preview after, and the preview fits the screen (its table rows stacked).
    await expect(dashboard.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
    await expect(dashboard.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectConsoleComponents(await findPreview(within(canvasElement)));
    const plugins = within(canvasElement).getByRole('list', {
      name: developerPlatform.pluginsTitle,
    });
    await expect(within(plugins).getAllByRole('listitem')).toHaveLength(
      developerPlatform.plugins.length,
    );
    await expectDarkPage(canvasElement);
  },
};
