import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { legalDocuments, legalPlaceholder, type LegalDocumentId } from '../../src/content/legal';
import { LegalPage } from '../../src/pages/LegalPage';
import { tocTitle } from '../../src/sections/LegalDocument';
import {
  desktop,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  phone,
} from './marketingChecks';

const meta = {
  title: 'Pages/LegalPage',
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each entry of the table of contents links to its section, whose heading carries the same title. */
async function expectTableOfContents(canvasElement: HTMLElement, id: LegalDocumentId) {
  const document = legalDocuments[id];
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, document.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  const toc = within(canvas.getByRole('navigation', { name: tocTitle }));
  const links = toc.getAllByRole('link');
  await expect(links).toHaveLength(document.sections.length);
  for (const [index, section] of document.sections.entries()) {
    const link = links[index] as HTMLElement;
    await expect(link).toHaveAttribute('href', `#${section.id}`);
    const target = canvasElement.ownerDocument.getElementById(section.id);
    await expect(target).not.toBeNull();
    await expect(
      within(target as HTMLElement).getByRole('heading', { level: 2 }),
    ).toHaveTextContent(`${index + 1}. ${section.title}`);
  }
}

export const TermsOfSale: Story = {
  args: { document: 'vente' },
  parameters: { route: paths.termsOfSale },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectTableOfContents(canvasElement, 'vente');
    await expect(within(canvasElement).getByText(/aucun abonnement mensuel/)).toBeVisible();
  },
};

export const TermsOfSaleOnPhone: Story = {
  args: { document: 'vente' },
  parameters: { route: paths.termsOfSale },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectTableOfContents(canvasElement, 'vente');
    await expectNoHorizontalScroll(canvasElement);
  },
};

export const LegalNotice: Story = {
  args: { document: 'mention' },
  parameters: { route: paths.legalNotice },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectTableOfContents(canvasElement, 'mention');
    const canvas = within(canvasElement);
    // Registration numbers are never invented: they read "à compléter" until the company supplies them.
    const rccm = canvas.getByText('RCCM').closest('div') as HTMLElement;
    await expect(within(rccm).getByText(legalPlaceholder)).toBeVisible();
    await expect(canvas.getAllByText(legalPlaceholder).length).toBeGreaterThanOrEqual(5);
    await expect(canvas.getByText('Yonnee SAS')).toBeVisible();
  },
};

export const GeneralTermsOnPhone: Story = {
  args: { document: 'condition' },
  parameters: { route: paths.generalTerms },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectTableOfContents(canvasElement, 'condition');
    await expectNoHorizontalScroll(canvasElement);
    const link = within(canvasElement).getByRole('link', { name: /Cookies et stockage local/ });
    await userEvent.click(link);
    await expect(canvasElement.ownerDocument.defaultView?.location.hash).toBe('#cookies');
  },
};
