import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { tocEntries } from '../../src/content/docs';
import { docsChrome } from '../../src/content/docs/labels';
import { prerequis } from '../../src/content/docs/prerequis';
import { DocsArticle } from '../../src/sections/DocsArticle';
import { TableOfContents } from '../../src/sections/TableOfContents';

const items = tocEntries(prerequis);

/** Takes the fragment off Storybook's own URL, so the next story starts clean. */
const clearHash = () =>
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );

const meta = {
  title: 'Sections/TableOfContents',
  component: TableOfContents,
  args: { items },
  parameters: { layout: 'fullscreen', route: docsPath('prerequis') },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  // The list beside a real page, as the docs layout places it, so there is something to scroll.
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 13rem', gap: 40, padding: 24 }}>
      <DocsArticle content={prerequis} />
      <div style={{ position: 'sticky', top: 24, alignSelf: 'start' }}>
        <TableOfContents {...args} />
      </div>
    </div>
  ),
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

const toc = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: docsChrome.tocTitle }));

const current = (canvasElement: HTMLElement) =>
  toc(canvasElement)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);

export const ListsTheHeadingsAsAnchors: Story = {
  play: async ({ canvasElement }) => {
    const links = toc(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(items.map((item) => item.title));
    for (const [i, link] of links.entries()) {
      const id = items[i]!.id;
      await expect(link).toHaveAttribute('href', `#${id}`);
      // Every anchor lands on a heading of the page.
      await expect(canvasElement.ownerDocument.getElementById(id)?.tagName).toMatch(/^H[23]$/);
    }
    await expect(current(canvasElement)).toEqual([items[0]!.title]);
  },
};

export const HighlightsTheSectionBeingRead: Story = {
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    document.getElementById('https')!.scrollIntoView();
    await waitFor(() => expect(current(canvasElement)).toEqual(['Une connexion HTTPS sécurisée']));
    document.getElementById('identifiants')!.scrollIntoView();
    await waitFor(() => expect(current(canvasElement)).toEqual(['Vos identifiants']));
    window.scrollTo(0, 0);
    await waitFor(() => expect(current(canvasElement)).toEqual([items[0]!.title]));
  },
};

export const FollowingAnAnchorScrollsToItsHeading: Story = {
  play: async ({ canvasElement }) => {
    const link = toc(canvasElement).getByRole('link', { name: 'Le bac à sable' });
    await userEvent.click(link);
    const heading = canvasElement.ownerDocument.getElementById('bac-a-sable')!;
    await waitFor(() => expect(Math.round(heading.getBoundingClientRect().top)).toBe(80));
    await expect(window.location.hash).toBe('#bac-a-sable');
    await waitFor(() => expect(current(canvasElement)).toEqual(['Le bac à sable']));
    link.blur();
    clearHash();
    window.scrollTo(0, 0);
    await waitFor(() => expect(current(canvasElement)).toEqual([items[0]!.title]));
  },
};

export const PhoneShowsTheListOnDemand: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  // Room around the folded list, so the edges of its rounded button are in the picture.
  render: (args) => (
    <div style={{ padding: 8 }}>
      <TableOfContents {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = toc(canvasElement);
    const toggle = nav.getByRole('button', { name: docsChrome.tocTitle });
    await expect(nav.queryByRole('link')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getAllByRole('link')).toHaveLength(items.length);
    // Choosing a heading folds the list away again.
    await userEvent.click(nav.getByRole('link', { name: 'Vos identifiants' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    clearHash();
  },
};
