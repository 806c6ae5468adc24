import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordPage } from '../../src/pages/ForgotPasswordPage';
import { expectDarkAuthCard } from '../support/themeColors';

const meta = {
  title: 'Pages/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForTheEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const card = canvas.getByRole('region', { name: 'Forgot Password' });
    await expect(card).toHaveAttribute('lang', 'en');
    await expect(within(card).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    await expect(within(card).getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  },
};

export const ConfirmationOnAPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email' }),
      'ibrahim.kone@abidjan-store.ci',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Request received' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const InDarkTheme: Story = {
  ...AsksForTheEmail,
  globals: { theme: 'dark' },
  play: async (context) => {
    await AsksForTheEmail.play?.(context);
    await expectDarkAuthCard(context.canvasElement, 'Forgot Password', 'Continue');
  },
};
