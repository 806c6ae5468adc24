import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetToasts, Toaster } from '../../src/kit';
import { OtpForm } from '../../src/sections/OtpForm';
import type { StoryLoaded } from '../support/loaders';
import { holdToastOpen } from '../support/toastPointer';
import { expectDarkPage, expectDarkPrimaryButton } from '../support/themeColors';

const meta = {
  title: 'Sections/OtpForm',
  component: OtpForm,
  parameters: { route: '/otp', visual: { fullPage: true } },
  decorators: [
    (Story) => (
      <>
        {/* The code page is English inside the French site (spec 2.6). */}
        <div lang="en" style={{ maxWidth: 448, padding: 8 }}>
          <Story />
        </div>
        <Toaster />
      </>
    ),
  ],
  beforeEach: () => resetToasts(),
} satisfies Meta<typeof OtpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const partsOf = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    slots: within(canvas.getByRole('group', { name: 'Authentication code' })).getAllByRole(
      'textbox',
    ),
    verify: canvas.getByRole('button', { name: 'Verify' }),
  };
};

const historyOf = (loaded: unknown) => (loaded as StoryLoaded).location.history ?? [];

export const VerifyDisabledUntilAllSlotsAreFilled: Story = {
  play: async ({ canvasElement }) => {
    const { slots, verify } = partsOf(canvasElement);
    await expect(slots).toHaveLength(7);
    await expect(slots[0]).toHaveAccessibleName('Character 1 of 7');
    await expect(verify).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.keyboard('482917');
    await expect(verify).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('A');
    await expect(verify).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Backspace}');
    await expect(verify).toHaveAttribute('aria-disabled', 'true');
  },
};

export const EarlyVerifyExplainsWhatIsMissing: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { slots, verify } = partsOf(canvasElement);
    await userEvent.click(verify);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your otp code.');
    // Focus goes to the code so it can be typed at once.
    await expect(slots[0]).toHaveFocus();

    await userEvent.keyboard('482{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Please enter all 7 characters of the code.',
      ),
    );
    const body = within(canvasElement.ownerDocument.body);
    const region = body.getByRole('region', { name: 'Notifications (F8)' });
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    await expect(historyOf(loaded)).toEqual(['/otp']);
  },
};

export const SubmitShowsTheCodeThenGoesHome: Story = {
  play: async ({ canvasElement, loaded, step }) => {
    const { slots, verify } = partsOf(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.paste('482 91A7');
    // Timed from the click event itself: userEvent may return from the click much later on a busy machine.
    let submittedAt = Number.POSITIVE_INFINITY;
    verify.addEventListener('click', () => (submittedAt = performance.now()), { once: true });
    await userEvent.click(verify);

    await step(
      'The code is shown in a notice and Verify is disabled while submitting',
      async () => {
        const region = body.getByRole('region', { name: 'Notifications (F8)' });
        await expect(await within(region).findByText('Code submitted')).toBeVisible();
        await expect(
          within(region).getByText('You entered 48291A7. Taking you to the home page…'),
        ).toBeVisible();
        await expect(verify).toHaveAttribute('aria-disabled', 'true');
        await userEvent.click(verify);
        await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
      },
    );

    await step('Home after one second, not before', async () => {
      await waitFor(() => expect(historyOf(loaded)).toEqual(['/otp', '/']), { timeout: 2500 });
      // Measured from the click, so a slow machine can only make it longer.
      await expect(performance.now() - submittedAt).toBeGreaterThanOrEqual(950);
      // Until the home page replaces this one, a second submit is impossible.
      await expect(verify).toHaveAttribute('aria-disabled', 'true');
    });
    await holdToastOpen(body.getByText('Code submitted'));
  },
};

export const ResendLinkGoesToSignIn: Story = {
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', {
      name: "Haven't received it? Resend a new code.",
    });
    await expect(link).toHaveAttribute('href', '/sign-in');
    await userEvent.click(link);
    await expect(historyOf(loaded).at(-1)).toBe('/sign-in');
  },
};

export const PasteRejectedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { slots, verify } = partsOf(canvasElement);
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.paste('4829-1A7');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Paste rejected: the code contains only letters and digits.',
    );
    await expect(slots.map((s) => (s as HTMLInputElement).value).join('')).toBe('');
    await expect(verify).toHaveAttribute('aria-disabled', 'true');
  },
};

export const FilledInDarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { slots, verify } = partsOf(canvasElement);
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.paste('K7Q2M9X');
    await expect(verify).not.toHaveAttribute('aria-disabled');
    await expectDarkPage(canvasElement);
    await expectDarkPrimaryButton(verify);
  },
};
