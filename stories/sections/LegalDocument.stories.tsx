import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { legalDocuments, legalPlaceholder } from '../../src/content/legal';
import { site } from '../../src/content/site';
import { LegalDocument, tocTitle } from '../../src/sections/LegalDocument';

const meta = {
  title: 'Sections/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TableOfContentsLinksToEverySection: Story = {
  args: { document: legalDocuments.condition },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toc = canvas.getByRole('navigation', { name: tocTitle });
    const links = within(toc).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      legalDocuments.condition.sections.map((section) => `#${section.id}`),
    );
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').slice(1);
      const section = canvasElement.ownerDocument.getElementById(id);
      await expect(section?.tagName).toBe('SECTION');
      await expect(section).toHaveAccessibleName(
        expect.stringContaining(link.textContent?.replace(/^\d+\./, '').trim() ?? ''),
      );
    }
    await expect(canvas.getByText('2 juin 2025').tagName).toBe('TIME');
    // Desktop: the contents stay in view beside the text.
    await expect(getComputedStyle(toc).position).toBe('sticky');
  },
};

export const PlaceholdersAreMarked: Story = {
  args: { document: legalDocuments.mention },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const term of ['RCCM', 'NINEA', 'Capital social', 'Hébergeur']) {
      const row = canvas.getByText(term).parentElement as HTMLElement;
      await expect(within(row).getByText(legalPlaceholder)).toBeVisible();
    }
    for (const link of canvas.getAllByRole('link', { name: site.supportEmail })) {
      await expect(link).toHaveAttribute('href', `mailto:${site.supportEmail}`);
    }
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
