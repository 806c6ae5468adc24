import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TransactionsTable } from '../../src/kit';
import { buildTransaction, seedData } from '../../src/sandbox/fixtures';
import type { StoryLoaded } from '../support/loaders';
import { withRoom } from './withRoom';

const meta = {
  title: 'Kit/TransactionsTable',
  component: TransactionsTable,
  decorators: [withRoom],
  args: {
    rows: [...seedData().transactions, buildTransaction({ id: 4, status: 'PENDING' })],
    timeZone: 'Africa/Dakar',
  },
} satisfies Meta<typeof TransactionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a cell says, without the label shown beside it when rows are stacked (hidden from assistive tech). */
const said = (cell: Element) =>
  [...cell.children].filter((child) => child.getAttribute('aria-hidden') !== 'true')[0]
    ?.textContent;

/** Each column's values, top to bottom. */
function column(table: HTMLElement, index: number) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => said(row.children[index]!));
}

export const TheListCallsFields: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Référence', 'Montant', 'Statut', 'Moyen de paiement', 'Date']);
    await expect(column(table, 0)).toEqual([
      'YN-PI-000003',
      'YN-PI-000002',
      'YN-PI-000001',
      'YN-PI-000004',
    ]);
    // The references name their rows; amounts are written one way.
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    for (const amount of column(table, 1)) await expect(amount).toMatch(/^[\d\s]+\sF\sCFA$/);
    await expect(column(table, 1)[0]).toMatch(/^15\s000\sF\sCFA$/);
    // The status is words, its colour only repeating them.
    await expect(column(table, 2)).toEqual(['Réussie', 'Refusée', 'Réussie', 'En attente']);
    const rejected = within(table).getByText('Refusée');
    await expect(rejected).toHaveAttribute('data-tone', 'danger');
    await expect(within(table).getByText('En attente')).toHaveAttribute('data-tone', 'warning');
    await expect(column(table, 3)).toEqual(['MOMOCI', 'OMSN', 'WAVESN', 'WAVESN']);
    await expect(column(table, 4)[0]).toBe('14 avr. 2025, 10:32');
    // Without `transactionHref` nor `sortable`, nothing to press.
    await expect(within(table).queryByRole('link')).toBeNull();
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};

export const ReferencesLinkToTheirDetail: Story = {
  parameters: { route: '/transactions' },
  args: { transactionHref: (row) => `/transactions/${row.transactionId}`, sortable: true },
  play: async ({ canvasElement, loaded }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Transactions' });
    // Sorted by amount, smallest first, then largest first.
    await userEvent.click(within(table).getByRole('button', { name: 'Montant' }));
    await expect(column(table, 0)[0]).toBe('YN-PI-000001');
    await userEvent.click(within(table).getByRole('button', { name: 'Montant' }));
    await expect(column(table, 0)[0]).toBe('YN-PI-000003');
    await userEvent.click(within(table).getByRole('link', { name: 'YN-PI-000002' }));
    // Through the app's router (the kit's Link), not a page load.
    await expect((loaded as StoryLoaded).location.history).toEqual([
      '/transactions',
      '/transactions/YN-PI-000002',
    ]);
  },
};

export const Empty: Story = {
  args: { rows: [], labels: { emptyTitle: 'Aucune transaction avec ce statut' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Transactions' });
    await expect(
      within(table).getByRole('heading', { name: 'Aucune transaction avec ce statut' }),
    ).toBeVisible();
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { rows: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des transactions…');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const EveryWordOverridden: Story = {
  globals: { theme: 'dark' },
  args: {
    locale: 'en-GB',
    columns: ['transactionId', 'amount', 'status', 'createdAt'],
    labels: {
      caption: 'Latest payments',
      transactionId: 'Reference',
      amount: 'Amount',
      status: 'Status',
      createdAt: 'Date',
    },
    statusLabels: { SUCCESS: 'Paid', PENDING: 'Waiting', REJECTED: 'Declined' },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Latest payments' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Reference', 'Amount', 'Status', 'Date']);
    await expect(column(table, 2)).toEqual(['Paid', 'Declined', 'Paid', 'Waiting']);
    await expect(column(table, 3)[0]).toBe('14 Apr 2025, 10:32');
  },
};

export const StackedOnPhone: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Transactions' });
    // Each row is a card of label/value lines: the labels show, and nothing scrolls sideways.
    await expect(within(table).getAllByText('Statut')[1]).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
