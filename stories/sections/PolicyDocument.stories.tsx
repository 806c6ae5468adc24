import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PolicyContent } from '../../src/content/terms';
import { PolicyDocument } from '../../src/sections/PolicyDocument';
import type { StoryLoaded } from '../support/loaders';
import { expectDarkPolicy } from './policyChecks';

/** A short document exercising every part: list, table with a literal key, link. */
const sample: PolicyContent = {
  title: 'Charte d’utilisation du bac à sable',
  updated: '2025-10-15',
  updatedLabel: '15 octobre 2025',
  intro: ['Le bac à sable sert à tester votre intégration sans argent réel.'],
  sections: [
    {
      id: 'donnees-de-test',
      title: 'Données de test',
      paragraphs: ['N’y saisissez que des données fictives :'],
      items: ['numéros de téléphone de test, par exemple 221 77 000 00 01 ;', 'montants en XOF.'],
    },
    {
      id: 'stockage',
      title: 'Ce que le bac à sable garde',
      paragraphs: ['Rien d’autre que ceci :'],
      table: {
        caption: 'Stockage du bac à sable',
        head: ['Nom', 'Où', 'À quoi il sert', 'Durée'],
        rows: [
          {
            name: 'yonnee:sandbox-state',
            literal: true,
            cells: [
              'Stockage de session',
              'Les transactions de test de l’onglet.',
              'Jusqu’à la fermeture de l’onglet.',
            ],
          },
          {
            name: 'Journal des appels',
            cells: ['Serveur de test', 'Aide au diagnostic.', '7 jours.'],
          },
        ],
      },
      link: { label: 'Lire la politique de confidentialité', href: '/privacy' },
    },
  ],
};

const meta = {
  title: 'Sections/PolicyDocument',
  component: PolicyDocument,
  parameters: { layout: 'fullscreen', route: '/terms' },
  args: { content: sample },
} satisfies Meta<typeof PolicyDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SummaryLinksToEachSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sample.title);
    const date = canvasElement.querySelector('time');
    await expect(date).toHaveAttribute('dateTime', '2025-10-15');
    await expect(date).toHaveTextContent('15 octobre 2025');
    const summary = canvas.getByRole('navigation', { name: 'Sommaire' });
    const links = within(summary).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '#donnees-de-test',
      '#stockage',
    ]);
    // Every anchor lands on a numbered h2 that names its section.
    for (const [index, section] of sample.sections.entries()) {
      const heading = canvas.getByRole('heading', {
        level: 2,
        name: `${index + 1}. ${section.title}`,
      });
      await expect(heading).toHaveAttribute('id', section.id);
      await expect(
        canvas.getByRole('region', { name: `${index + 1}. ${section.title}` }),
      ).toContainElement(heading);
    }
  },
};

export const TableScrollsByKeyboardOnAPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Stockage du bac à sable' });
    const table = within(region).getByRole('table', { name: 'Stockage du bac à sable' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    const literal = within(table).getByRole('rowheader', { name: 'yonnee:sandbox-state' });
    await expect(literal.querySelector('code')).not.toBeNull();
    await expect(
      within(table).getByRole('rowheader', { name: 'Journal des appels' }).querySelector('code'),
    ).toBeNull();
    // In the tab order after the two summary links, so the browser scrolls it with the arrow keys.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const LinkToAnotherPage: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: 'Lire la politique de confidentialité' }),
    );
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/privacy');
  },
};

export const InDarkTheme: Story = {
  ...SummaryLinksToEachSection,
  globals: { theme: 'dark' },
  play: async (context) => {
    await SummaryLinksToEachSection.play?.(context);
    await expectDarkPolicy(context.canvasElement);
  },
};
