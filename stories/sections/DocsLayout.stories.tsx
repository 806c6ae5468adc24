import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsPath, paths } from '../../src/paths/paths';
import { tocEntries } from '../../src/content/docs';
import { docsChrome } from '../../src/content/docs/labels';
import { presentation } from '../../src/content/docs/presentation';
import { docsTitles } from '../../src/content/pageTitles';
import { DocsArticle } from '../../src/sections/DocsArticle';
import { DocsLayout, DOCS_MAIN_ID } from '../../src/sections/DocsLayout';
import { DocsPager } from '../../src/sections/DocsPager';
import { DocsSearch } from '../../src/sections/DocsSearch';
import { DocsSideNav } from '../../src/sections/DocsSideNav';
import { TableOfContents } from '../../src/sections/TableOfContents';
import { ThemeControl } from '../../src/sections/ThemeControl';
import { resetAppStores } from '../support/resetStores';
import { expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/DocsLayout',
  component: DocsLayout,
  parameters: { layout: 'fullscreen', route: docsPath('presentation') },
  beforeEach: resetAppStores,
  args: {
    nav: <DocsSideNav current="presentation" />,
    toc: <TableOfContents items={tocEntries(presentation)} />,
    search: <DocsSearch />,
    actions: <ThemeControl />,
    children: (
      <>
        <DocsArticle content={presentation} />
        <DocsPager current="presentation" />
      </>
    ),
  },
} satisfies Meta<typeof DocsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopShowsNavigationPageAndHeadings: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No site header or footer on documentation pages (spec 2.1): the layout has its own
    // landmarks, its top bar being its banner.
    await expect(
      within(canvas.getByRole('banner')).getByRole('link', { name: /Documentation/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', DOCS_MAIN_ID);
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      docsTitles.presentation,
    );
    const nav = canvas.getByRole('navigation', { name: docsChrome.navLabel });
    const toc = canvas.getByRole('navigation', { name: docsChrome.tocTitle });
    await expect(within(nav).getByRole('link', { name: docsTitles.api })).toBeVisible();
    await expect(within(toc).getByRole('link', { name: 'Objectifs' })).toBeVisible();
    // Three columns: the navigation, the page, then the headings on the right.
    const left = nav.getBoundingClientRect();
    const centre = main.getBoundingClientRect();
    const right = toc.getBoundingClientRect();
    await expect(left.right).toBeLessThan(centre.left);
    await expect(centre.right).toBeLessThan(right.left);
    await expect(canvas.getByRole('link', { name: docsChrome.backToSite })).toHaveAttribute(
      'href',
      paths.home,
    );
    await expect(
      canvas.getByRole('link', { name: `${docsChrome.siteName} ${docsChrome.areaName}` }),
    ).toHaveAttribute('href', docsPath('presentation'));
  },
};

export const SkipLinkLeadsToThePage: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: docsChrome.skipLink });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${DOCS_MAIN_ID}`);
    await expect(skip).toBeVisible();
    skip.blur();
  },
};

export const PhoneFoldsNavigationAndHeadings: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: docsChrome.navToggle });
    const headings = canvas.getByRole('button', { name: docsChrome.tocTitle });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(headings).toHaveAttribute('aria-expanded', 'false');
    // The page starts right below the two folded lists.
    const h1 = canvas.getByRole('heading', { level: 1 });
    await expect(h1.getBoundingClientRect().top).toBeLessThan(260);
    // The back link keeps its name with its icon only.
    await expect(canvas.getByRole('link', { name: docsChrome.backToSite })).toBeVisible();
    await userEvent.click(menu);
    await expect(canvas.getByRole('link', { name: docsTitles.support })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toBeVisible();
    await expectDarkPage(canvasElement);
  },
};
