import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { SignInForm } from '../../src/sections/SignInForm';
import type { StoryLoaded } from '../support/loaders';
import { labelContentNameA11y } from './labelContentName';
import {
  expectDarkInvalidControl,
  expectDarkPage,
  expectDarkPrimaryButton,
} from '../support/themeColors';

const email = 'awa.diop@boutique-teranga.sn';
const password = 'Teranga-221';

const spyOnConsoleInfo = () => spyOn(console, 'info').mockImplementation(() => undefined);
/** console.info of the current story; the form must log the e-mail there and never the password. */
let consoleInfo: ReturnType<typeof spyOnConsoleInfo>;
const spyOnFetch = () => spyOn(window, 'fetch');
/** The form makes no network call: any fetch fails the story. */
let fetchSpy: ReturnType<typeof spyOnFetch>;

const meta = {
  title: 'Sections/SignInForm',
  component: SignInForm,
  parameters: { route: '/sign-in', ...labelContentNameA11y },
  decorators: [
    (Story) => (
      // The sign-in card is English inside the French site (spec 2.6).
      <div lang="en" style={{ maxWidth: 448, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    consoleInfo = spyOnConsoleInfo();
    fetchSpy = spyOnFetch();
    return () => {
      consoleInfo.mockRestore();
      fetchSpy.mockRestore();
    };
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldsOf = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    email: canvas.getByRole('textbox', { name: 'Email' }),
    password: canvas.getByLabelText(/^Password/, { selector: 'input' }),
    login: canvas.getByRole('button', { name: 'Login' }),
  };
};

const fill = async (canvasElement: HTMLElement, values: { email?: string; password?: string }) => {
  const fields = fieldsOf(canvasElement);
  if (values.email) await userEvent.type(fields.email, values.email);
  if (values.password) await userEvent.type(fields.password, values.password);
  return fields;
};

export const EmptySubmitShowsBothRequiredMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { email: emailInput, password: passwordInput, login } = fieldsOf(canvasElement);
    await userEvent.click(login);
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toEqual([
      'Please enter your email',
      'Please enter your password',
    ]);
    // Each message sits next to its field and is what the field is described by.
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    await expect(emailInput).toHaveAccessibleDescription('Please enter your email');
    await expect(passwordInput).toHaveAccessibleDescription('Please enter your password');
    await expect(emailInput).toHaveFocus();
    await expect(consoleInfo).not.toHaveBeenCalled();
  },
};

export const InvalidEmailAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { email: emailInput, login } = await fill(canvasElement, {
      email: 'awa.diop@',
      password,
    });
    await userEvent.click(login);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid email address');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(emailInput).toHaveFocus();
    await expect(consoleInfo).not.toHaveBeenCalled();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { password: passwordInput, login } = await fill(canvasElement, {
      email,
      password: '123456',
    });
    await userEvent.click(login);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Password must be at least 7 characters long',
    );
    await expect(passwordInput).toHaveAttribute('aria-invalid', 'true');
    // Seven characters are enough: the message goes as the visitor types.
    await userEvent.type(passwordInput, '7');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(consoleInfo).not.toHaveBeenCalled();
  },
};

export const PasswordToggleShowsAndHides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { password: passwordInput } = await fill(canvasElement, { password });
    await expect(passwordInput).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(passwordInput).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await userEvent.click(hide);
    await expect(passwordInput).toHaveAttribute('type', 'password');
    await expect(hide).toHaveAccessibleName('Show password');
  },
};

export const ValidSubmitLogsTheEmailButNeverThePassword: Story = {
  // Locked past the screenshot, which a loaded machine takes seconds after the click: it shows
  // the locked button, never the switch back (LoginLockedForThreeSeconds checks the 3 s).
  args: { lockMs: 60_000 },
  play: async ({ canvasElement }) => {
    const { login } = await fill(canvasElement, { email: ` ${email}`, password });
    await userEvent.click(login);
    await waitFor(() => expect(consoleInfo).toHaveBeenCalledTimes(1));
    await expect(consoleInfo).toHaveBeenCalledWith('Sign-in submitted (no request is sent):', {
      email,
      password: '[redacted]',
    });
    const everythingLogged = JSON.stringify(consoleInfo.mock.calls);
    await expect(everythingLogged).not.toContain(password);
    await expect(fetchSpy).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LoginLockedForThreeSeconds: Story = {
  play: async ({ canvasElement, step }) => {
    const { login } = await fill(canvasElement, { email, password });
    // Timed from the click event itself: userEvent may return from the click much later on a busy machine.
    let submittedAt = Number.POSITIVE_INFINITY;
    login.addEventListener('click', () => (submittedAt = performance.now()), { once: true });
    await userEvent.click(login);
    await step('Locked right after the submit, focus kept on the button', async () => {
      await waitFor(() => expect(login).toHaveAttribute('aria-disabled', 'true'));
      await expect(login).toHaveFocus();
      await userEvent.click(login);
      await userEvent.keyboard('{Enter}');
      await expect(consoleInfo).toHaveBeenCalledTimes(1);
    });
    await step('Still locked after 2.5 s', async () => {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, submittedAt + 2500 - performance.now())),
      );
      await expect(login).toHaveAttribute('aria-disabled', 'true');
    });
    await step('Free again at 3 s', async () => {
      await waitFor(() => expect(login).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
    });
  },
};

export const LockDurationIsConfigurable: Story = {
  args: { lockMs: 200 },
  play: async ({ canvasElement }) => {
    const { login } = await fill(canvasElement, { email, password });
    await userEvent.click(login);
    await expect(login).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(login).not.toHaveAttribute('aria-disabled'), { timeout: 1000 });
    // Once free, Login submits again.
    await userEvent.click(login);
    await expect(consoleInfo).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(login).not.toHaveAttribute('aria-disabled'), { timeout: 1000 });
  },
};

export const SocialSignInIsNotAvailableYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Or continue with' });
    const [google, github] = within(group).getAllByRole('button');
    // Named by what they show (axe: label-content-name-mismatch), and disabled before any press.
    await expect(google).toHaveAccessibleName('Google');
    await expect(github).toHaveAccessibleName('GitHub');
    for (const button of [google, github]) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(
        'Signing in with Google or GitHub is not available yet. Please log in with your email and password.',
      );
    }
    await expect(within(group).getByText(/is not available yet/)).toBeVisible();
    await userEvent.click(github as HTMLElement);
    await expect(fetchSpy).not.toHaveBeenCalled();
    await expect(consoleInfo).not.toHaveBeenCalled();
  },
};

export const ForgotPasswordLinkNavigates: Story = {
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(link);
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/forgot-password');
  },
};

export const ErrorsOnAPhone: Story = {
  ...EmptySubmitShowsBothRequiredMessages,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await EmptySubmitShowsBothRequiredMessages.play?.(context);
    const { email: emailInput, login } = fieldsOf(context.canvasElement);
    const width = context.canvasElement.ownerDocument.documentElement.clientWidth;
    // The messages wrap inside the narrow screen; Login spans the form, a full thumb's height.
    for (const alert of within(context.canvasElement).getAllByRole('alert')) {
      await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
    await expect(login.getBoundingClientRect().width).toBe(
      emailInput.getBoundingClientRect().width,
    );
    await expect(login.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(width).toBe(360);
  },
};

export const ErrorsInDarkTheme: Story = {
  ...InvalidEmailAddress,
  globals: { theme: 'dark' },
  play: async (context) => {
    await InvalidEmailAddress.play?.(context);
    await expectDarkPage(context.canvasElement);
    const canvas = within(context.canvasElement);
    await expectDarkInvalidControl(
      canvas.getByRole('textbox', { name: 'Email' }),
      canvas.getByRole('alert'),
    );
    await expectDarkPrimaryButton(canvas.getByRole('button', { name: 'Login' }));
  },
};
