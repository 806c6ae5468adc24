import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPage } from '../../src/pages/PrivacyPage';
import { expectDarkPolicy } from '../sections/policyChecks';
import { expectNoHorizontalScroll, expectPhoneColumn } from './marketingChecks';

const meta = {
  title: 'Pages/PrivacyPage',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: '/privacy' },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListsEverythingTheSiteStores: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Politique de confidentialité',
    );
    const table = canvas.getByRole('table', {
      name: 'Cookies et stockage local utilisés par le site',
    });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(rows).toEqual([
      'yonnee_access_token',
      'yonnee_form',
      'yonnee-ui-theme',
      'yonnee-inter',
      'yonnee:scroll-positions',
      'yonnee:stale-deploy-reload',
      'Une entrée par paiement',
    ]);
    const cookieRow = within(table)
      .getByRole('rowheader', { name: 'yonnee_access_token' })
      .closest('tr');
    await expect(cookieRow).toHaveTextContent('8 heures au plus');
    await expect(
      canvas.getByText(/pas de mesure d’audience, pas de publicité, pas de cookie tiers/),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...ListsEverythingTheSiteStores,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await ListsEverythingTheSiteStores.play?.(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    // The wide table scrolls sideways in its own region; the page itself does not.
    const region = canvas.getByRole('region', {
      name: 'Cookies et stockage local utilisés par le site',
    });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    await expectNoHorizontalScroll(canvasElement);
    await expectPhoneColumn(canvasElement, region);
    await expectPhoneColumn(canvasElement, canvas.getByRole('navigation', { name: 'Sommaire' }));
  },
};

export const InDarkTheme: Story = {
  ...ListsEverythingTheSiteStores,
  globals: { theme: 'dark' },
  play: async (context) => {
    await ListsEverythingTheSiteStores.play?.(context);
    await expectDarkPolicy(context.canvasElement);
  },
};
