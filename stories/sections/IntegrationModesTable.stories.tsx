import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { introduction } from '../../src/content/docs/introduction';
import type { DocBlock } from '../../src/content/docs/types';
import { IntegrationModesTable } from '../../src/sections/IntegrationModesTable';
import { withRoom } from '../kit/withRoom';

const block = introduction.sections
  .flatMap((section) => section.blocks)
  .find(
    (b): b is Extract<DocBlock, { kind: 'integrationModes' }> => b.kind === 'integrationModes',
  )!;

const meta = {
  title: 'Sections/IntegrationModesTable',
  component: IntegrationModesTable,
  decorators: [withRoom],
  args: { caption: block.caption, criteria: block.criteria, modes: block.modes },
  parameters: { route: docsPath('introduction') },
} satisfies Meta<typeof IntegrationModesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComparesTheModesIncludingPlugins: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: block.caption });
    const modes = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(modes).toEqual([
      'API directe',
      'Widget (iframe)',
      'Page hébergée (SaaS)',
      'Plugins',
    ]);
    const criteria = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    await expect(criteria).toEqual(block.criteria);
    // Spec 1: the API gives the most control and the longest integration; the hosted page the least.
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    await expect(row('Personnalisation et contrôle')).toHaveTextContent(
      /Maximale.*La plus limitée/,
    );
    await expect(row('Délai d’intégration')).toHaveTextContent(/Long.*Moyen.*Rapide/);
    await expect(row('Maintenance')).toHaveTextContent(/Assurée par vous.*Assurée par Yonnee/);
    await expect(within(table).getByRole('link', { name: 'API directe' })).toHaveAttribute(
      'href',
      docsPath('api'),
    );
  },
};

export const PhoneScrollsTheModesSideways: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: block.caption });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.blur();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
