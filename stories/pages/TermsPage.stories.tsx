import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { termsOfService } from '../../src/content/terms';
import { TermsPage } from '../../src/pages/TermsPage';
import type { StoryLoaded } from '../support/loaders';
import { expectNoHorizontalScroll, expectPhoneColumn } from './marketingChecks';

const meta = {
  title: 'Pages/TermsPage',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/terms' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FrenchTermsWithASummary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Conditions d’utilisation',
    );
    const summary = canvas.getByRole('navigation', { name: 'Sommaire' });
    await expect(within(summary).getAllByRole('link')).toHaveLength(termsOfService.sections.length);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(
      termsOfService.sections.length + 1,
    );
    // No English block on this page: nothing needs lang="en".
    await expect(canvasElement.querySelector('[lang]')).toBeNull();
  },
};

export const PrivacyLinkNavigates: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: 'Lire la politique de confidentialité' }),
    );
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/privacy');
  },
};

export const OnAPhone: Story = {
  ...FrenchTermsWithASummary,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await FrenchTermsWithASummary.play?.(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    // One column the width of the phone, headings wrapping inside it.
    await expectNoHorizontalScroll(canvasElement);
    await expectPhoneColumn(canvasElement, canvas.getByRole('navigation', { name: 'Sommaire' }));
    for (const heading of canvas.getAllByRole('heading')) {
      await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(360 - 16);
    }
  },
};
