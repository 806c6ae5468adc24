import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { android } from '../../src/content/docs/android';
import { changelog } from '../../src/content/docs/changelog';
import { notifications } from '../../src/content/docs/notifications';
import { prerequis } from '../../src/content/docs/prerequis';
import { saas } from '../../src/content/docs/saas';
import { docsTitles } from '../../src/content/pageTitles';
import { DocsArticle } from '../../src/sections/DocsArticle';
import { expectNoSkippedHeadingLevel, expectSingleH1 } from '../pages/marketingChecks';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Sections/DocsArticle',
  component: DocsArticle,
  decorators: [withRoom],
  args: { content: android },
  parameters: { route: docsPath('android') },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
} satisfies Meta<typeof DocsArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepsWithTheirCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSingleH1(canvasElement, docsTitles.android);
    await expectNoSkippedHeadingLevel(canvasElement);
    const steps = canvas.getAllByRole('list')[0]!;
    await expect(steps.tagName).toBe('OL');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    await expect(
      canvas.getByRole('button', { name: 'Copier la déclaration Gradle' }),
    ).toBeVisible();
    // English interface words are marked for screen readers.
    await expect(canvas.getByText('Sync Now')).toHaveAttribute('lang', 'en');
    // A link to another page keeps its anchor.
    await expect(canvas.getByRole('link', { name: 'SDK Flutter' })).toHaveAttribute(
      'href',
      `${docsPath('flutter')}#sdk`,
    );
  },
};

export const TablesCalloutsAndInlineCode: Story = {
  args: { content: prerequis },
  parameters: { route: docsPath('prerequis') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Les trois identifiants et leur en-tête' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Identifiant', 'En-tête HTTP', 'Valeur envoyée']);
    await expect(within(table).getByText('x-api-key').tagName).toBe('CODE');
    await expect(canvas.getByText('Gardez-les sur votre serveur')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'référence de l’API' })).toHaveAttribute(
      'href',
      docsPath('api'),
    );
  },
};

export const ChangesWithTheirKind: Story = {
  args: { content: changelog },
  parameters: { route: docsPath('changelog') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Avril 2025',
      'Février 2025',
      'Janvier 2025',
      'Décembre 2024',
    ]);
    await expect(canvas.getAllByText('Nouveau').length).toBeGreaterThan(3);
    await expect(canvas.getByText('Corrigé')).toBeVisible();
  },
};

export const FeaturesOnAPhoneInTheDark: Story = {
  args: { content: saas },
  parameters: { route: docsPath('saas') },
  globals: { theme: 'dark', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conformité PCI-DSS')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const CodeInFourLanguages: Story = {
  args: { content: notifications },
  parameters: { route: docsPath('notifications') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSingleH1(canvasElement, docsTitles.notifications);
    await expectNoSkippedHeadingLevel(canvasElement);
    const tabs = canvas.getByRole('tablist', {
      name: 'Langage des exemples : Vérifier une notification',
    });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['curl', 'JavaScript', 'PHP', 'Python']);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('webhook-signature: v1,');
    const events = canvas.getByRole('table', { name: 'Types de notification' });
    await expect(within(events).getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('table', { name: 'Calendrier des essais' })).toHaveTextContent(
      '10 h',
    );
  },
};
