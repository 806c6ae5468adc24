import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { site } from '../../src/content/site';
import { SignInPage } from '../../src/pages/SignInPage';
import type { StoryLoaded } from '../support/loaders';
import { labelContentNameA11y } from '../sections/labelContentName';
import { expectDarkAuthCard } from '../support/themeColors';

const meta = {
  title: 'Pages/SignInPage',
  component: SignInPage,
  parameters: { layout: 'fullscreen', route: '/sign-in', ...labelContentNameA11y },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EverythingSpec26Lists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const card = canvas.getByRole('region', { name: 'Login' });
    await expect(card).toHaveAttribute('lang', 'en');
    const inCard = within(card);
    await expect(
      inCard.getByText('Enter your email and password below to log into your account'),
    ).toBeVisible();
    await expect(inCard.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(inCard.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    );
    await expect(inCard.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(inCard.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(inCard.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    const social = inCard.getByRole('group', { name: 'Or continue with' });
    await expect(within(social).getAllByRole('button')).toHaveLength(2);
    await expect(inCard.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(inCard.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // Under the card, in French: where merchants really sign in.
    const portal = canvas.getByRole('link', { name: 'Se connecter au portail marchand' });
    await expect(portal).toHaveAttribute('href', site.merchantLoginUrl);
    await expect(card).not.toContainElement(portal);
  },
};

export const TermsLinkNavigates: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Terms of Service' }));
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/terms');
  },
};

export const SubmitOnAPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const info = spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const canvas = within(canvasElement);
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Email' }),
        'fatou.sow@marche-sandaga.sn',
      );
      await userEvent.type(
        canvas.getByLabelText(/^Password/, { selector: 'input' }),
        'Sandaga2025',
      );
      const login = canvas.getByRole('button', { name: 'Login' });
      await expect(login.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.click(login);
      await expect(info).toHaveBeenCalledWith('Sign-in submitted (no request is sent):', {
        email: 'fatou.sow@marche-sandaga.sn',
        password: '[redacted]',
      });
      await expect(login).toHaveAttribute('aria-disabled', 'true');
      // End unlocked, as the screenshot must not depend on when it is taken.
      await waitFor(() => expect(login).not.toHaveAttribute('aria-disabled'), { timeout: 4000 });
    } finally {
      info.mockRestore();
    }
  },
};

export const ErrorsOnATablet: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findAllByRole('alert')).toHaveLength(2);
  },
};

export const InDarkTheme: Story = {
  ...EverythingSpec26Lists,
  globals: { theme: 'dark', viewport: { value: 'desktop1280', isRotated: false } },
  play: async (context) => {
    await EverythingSpec26Lists.play?.(context);
    await expectDarkAuthCard(context.canvasElement, 'Login', 'Login');
  },
};
