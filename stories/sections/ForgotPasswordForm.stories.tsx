import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordForm } from '../../src/sections/ForgotPasswordForm';
import { formPosts, STORY_REFERENCE } from '../support/formServer';
import type { StoryLoaded } from '../support/loaders';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/ForgotPasswordForm',
  component: ForgotPasswordForm,
  parameters: { route: '/forgot-password' },
  decorators: [
    (Story) => (
      <div lang="en" style={{ maxWidth: 448, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmitAsksForTheEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your email');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const InvalidEmailAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'moussa.traore@gmail');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email address');
    await expect(
      canvas.queryByRole('heading', { name: 'Request received' }),
    ).not.toBeInTheDocument();
    await expect(formPosts).not.toHaveBeenCalled();
  },
};

export const ValidEmailShowsTheConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email' }),
      'moussa.traore@sahel-shop.ml',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Request received' });
    // Focus lands on the confirmation, so screen readers read it at once.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(`Request ${STORY_REFERENCE}`)).toBeVisible();
    // Worded so it never tells whether the account exists.
    await expect(
      canvas.getByText(
        /^Your request is recorded\. If moussa\.traore@sahel-shop\.ml belongs to a merchant account/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(formPosts).toHaveBeenCalledTimes(1);
    await expect(formPosts).toHaveBeenCalledWith('/forgot-password', {
      email: 'moussa.traore@sahel-shop.ml',
      _form: 'password-reset',
      website: '',
    });
  },
};

export const UseAnotherEmailReturnsToTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'awa@teranga.sn{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Use another email' }));
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('awa@teranga.sn');
  },
};

export const BackToLoginNavigates: Story = {
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to login' });
    await userEvent.click(link);
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/sign-in');
  },
};

export const ConfirmationInDarkTheme: Story = {
  ...ValidEmailShowsTheConfirmation,
  globals: { theme: 'dark' },
  play: async (context) => {
    await ValidEmailShowsTheConfirmation.play?.(context);
    await expectDarkPage(context.canvasElement);
    const heading = within(context.canvasElement).getByRole('heading', {
      name: 'Request received',
    });
    // The dark theme's success tone: a dark green fill under a light green title.
    await expectColors(heading, { color: dark.tone.success.text });
    await expectColors(heading.parentElement!, {
      backgroundColor: dark.tone.success.bg,
      color: dark.text.default,
    });
  },
};
