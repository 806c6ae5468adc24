import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge, Button, DataTable, type DataTableColumn } from '../../src/kit';
import { asServerHtml } from './asServerHtml';
import { withRoom } from './withRoom';

interface Transaction {
  id: string;
  date: string;
  payer: string;
  amount: number;
  status: 'SUCCESS' | 'PENDING' | 'FAILED';
}

const transactions: Transaction[] = [
  { id: 'TX-1009', date: '2026-11-24', payer: 'Awa Diop', amount: 15000, status: 'SUCCESS' },
  { id: 'TX-1010', date: '2026-11-25', payer: 'Moussa Traoré', amount: 2500, status: 'PENDING' },
  { id: 'TX-998', date: '2026-11-20', payer: 'Fatou Ndiaye', amount: 48000, status: 'FAILED' },
];

const amount = new Intl.NumberFormat('fr-SN', { style: 'currency', currency: 'XOF' });
const statusWords = {
  SUCCESS: { tone: 'success', text: 'Réussie' },
  PENDING: { tone: 'warning', text: 'En attente' },
  FAILED: { tone: 'danger', text: 'Échouée' },
} as const;

const columns: DataTableColumn<Transaction>[] = [
  {
    key: 'id',
    header: 'Référence',
    cell: (row) => row.id,
    sortValue: (row) => row.id,
    rowHeader: true,
  },
  { key: 'date', header: 'Date', cell: (row) => row.date, sortValue: (row) => row.date },
  { key: 'payer', header: 'Payeur', cell: (row) => row.payer },
  {
    key: 'amount',
    header: 'Montant',
    cell: (row) => amount.format(row.amount),
    sortValue: (row) => row.amount,
    align: 'end',
  },
  {
    key: 'status',
    header: 'Statut',
    cell: (row) => (
      <Badge tone={statusWords[row.status].tone}>{statusWords[row.status].text}</Badge>
    ),
  },
];

const onSortChange = fn();
const onDetails = fn<(id: string) => void>();

const meta = {
  title: 'Kit/DataTable',
  component: DataTable<Transaction>,
  decorators: [withRoom],
  args: {
    caption: 'Transactions du mois',
    columns,
    rows: transactions,
    rowKey: (row) => row.id,
    onSortChange,
  },
  beforeEach: () => {
    onSortChange.mockReset();
    onDetails.mockReset();
  },
} satisfies Meta<typeof DataTable<Transaction>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace('Référence', ''));

export const CaptionHeadersAndRowHeaders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Transactions du mois' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Référence',
      'Date',
      'Payeur',
      'Montant',
      'Statut',
    ]);
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
    const rowHeader = within(table).getByRole('rowheader', { name: 'TX-1009' });
    await expect(rowHeader).toHaveAttribute('scope', 'row');
    // The stacked label is for the eye only: the cell's name is its value.
    await expect(within(table).getByRole('cell', { name: 'Awa Diop' })).toBeVisible();
    // The only buttons are the sortable columns'.
    await expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Référence', 'Date', 'Montant']);
    // Not wider than its box: no scroll region, no extra tab stop.
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const SortableColumnsSayTheirOrder: Story = {
  args: { defaultSort: { column: 'date', direction: 'descending' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Transactions du mois' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    await step('The order given first is said on its column only', async () => {
      await expect(header('Date')).toHaveAttribute('aria-sort', 'descending');
      await expect(header('Montant')).not.toHaveAttribute('aria-sort');
      await expect(firstColumn(table)).toEqual(['TX-1010', 'TX-1009', 'TX-998']);
      // Only columns with a value to order by get a button.
      await expect(within(header('Payeur')).queryByRole('button')).toBeNull();
    });
    await step('A press sorts ascending, the next one descending', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Montant' }));
      await expect(header('Montant')).toHaveAttribute('aria-sort', 'ascending');
      await expect(header('Date')).not.toHaveAttribute('aria-sort');
      await expect(firstColumn(table)).toEqual(['TX-1010', 'TX-1009', 'TX-998']);
      await expect(onSortChange).toHaveBeenLastCalledWith({
        column: 'amount',
        direction: 'ascending',
      });
      await userEvent.keyboard('{Enter}');
      await expect(header('Montant')).toHaveAttribute('aria-sort', 'descending');
      await expect(firstColumn(table)).toEqual(['TX-998', 'TX-1009', 'TX-1010']);
    });
    await step('References order by the number inside them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Référence' }));
      await expect(firstColumn(table)).toEqual(['TX-998', 'TX-1009', 'TX-1010']);
    });
  },
};

export const RowActionsActOnTheirRow: Story = {
  globals: { theme: 'dark' },
  args: {
    rowActions: (row) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Détails de ${row.id}`}
        onClick={() => onDetails(row.id)}
      >
        Détails
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Transactions du mois' });
    await expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Détails de TX-1010' }));
    await expect(onDetails).toHaveBeenCalledWith('TX-1010');
  },
};

export const LabelsAreOverridable: Story = {
  args: {
    labels: { actions: 'Manage' },
    rowActions: (row) => (
      <Button size="sm" variant="ghost" aria-label={`Refund ${row.id}`}>
        Refund
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Manage' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

export const StacksIntoLabelValueRowsOnAPhone: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    rowActions: (row) => (
      <Button size="sm" variant="secondary" aria-label={`Détails de ${row.id}`}>
        Détails
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Transactions du mois' });
    // Nothing wider than the phone: no sideways scroll.
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBe(320));
    await expect(canvas.queryByRole('region')).toBeNull();
    // Each value shows beside its column's name, still a cell of the table for assistive tech.
    const cell = within(table).getByRole('cell', { name: 'Moussa Traoré' });
    await expect(cell).toHaveTextContent('PayeurMoussa Traoré');
    await expect(within(cell).getByText('Payeur')).toBeVisible();
    // The column headers leave the view but stay in the table.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
  },
};

export const AWideTableScrollsAndTakesTheFocus: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  args: {
    columns: [
      ...columns,
      // References with no place to break: the table is wider than its box and scrolls.
      {
        key: 'order',
        header: 'Commande',
        cell: (row) => `commande_2026_${row.id}_boutique_dakar_plateau`,
      },
      {
        key: 'notify',
        header: 'Adresse de notification',
        cell: () => 'https://boutique.example.sn/api/yonnee/notifications',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Transactions du mois' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // Columns at their narrowest still show every sort button's arrows.
    for (const button of within(region).getAllByRole('button')) {
      await expect(button.querySelector('svg')?.getBoundingClientRect().width).toBe(16);
    }
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // The arrow key is the browser's to scroll with; the region simply has to hold the focus.
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const EmptyShowsWhatTheAppGives: Story = {
  args: { rows: [], empty: 'Aucune transaction ce mois-ci.' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Transactions du mois' });
    const cell = within(table).getByRole('cell', { name: 'Aucune transaction ce mois-ci.' });
    await expect(cell).toHaveAttribute('colspan', '5');
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  },
};

export const BeforeTheScriptsHeadersAreText: Story = {
  decorators: [asServerHtml],
  args: { defaultSort: { column: 'amount', direction: 'ascending' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Transactions du mois' });
    // A sort button would do nothing yet; the order and its announcement are already there.
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: 'Montant' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(firstColumn(table)).toEqual(['TX-1010', 'TX-1009', 'TX-998']);
  },
};
