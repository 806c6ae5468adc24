import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceSummary } from '../../src/kit';
import { buildBalance } from '../../src/sandbox/fixtures';
import { withRoom } from './withRoom';

const meta = {
  title: 'Kit/BalanceSummary',
  component: BalanceSummary,
  decorators: [withRoom],
  args: { balance: buildBalance() },
} satisfies Meta<typeof BalanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure beside a term of the summary's list. */
const figureOf = (summary: HTMLElement, term: string) =>
  within(summary).getByText(term, { selector: 'dt' }).nextElementSibling;

export const TheBalanceCallsFigures: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Solde' });
    await expect(within(summary).getByRole('heading', { level: 2, name: 'Solde' })).toBeVisible();
    await expect(figureOf(summary, 'Solde disponible')).toHaveTextContent(/^250\s000\sF\sCFA$/);
    await expect(figureOf(summary, 'Entreprise')).toHaveTextContent('Boutique Teranga');
    await expect(figureOf(summary, 'Devise')).toHaveTextContent('XOF');
    await expect(summary).not.toHaveAttribute('aria-busy');
  },
};

export const Loading: Story = {
  args: { balance: undefined },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Solde' });
    await expect(summary).toHaveAttribute('aria-busy', 'true');
    await expect(within(summary).getByRole('status')).toHaveTextContent('Chargement du solde…');
    await expect(summary.querySelector('dl')).toBeNull();
  },
};

export const EveryWordOverridden: Story = {
  globals: { theme: 'dark' },
  args: {
    headingLevel: 1,
    locale: 'en-GB',
    labels: {
      title: 'Balance',
      availableBalance: 'Available balance',
      businessName: 'Business',
      currency: 'Currency',
    },
    balance: buildBalance({ availableBalance: 1_250_000.5, currency: 'EUR' }),
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Balance' });
    await expect(within(summary).getByRole('heading', { level: 1 })).toHaveTextContent('Balance');
    await expect(figureOf(summary, 'Available balance')).toHaveTextContent('€1,250,000.50');
    await expect(figureOf(summary, 'Business')).toHaveTextContent('Boutique Teranga');
    await expect(figureOf(summary, 'Currency')).toHaveTextContent('EUR');
    await expect(within(summary).queryByText(/Solde|Entreprise|Devise/)).toBeNull();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Solde' });
    await expect(summary.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
