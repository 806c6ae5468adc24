import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetToasts, Toaster } from '../../src/kit';
import { OtpPage } from '../../src/pages/OtpPage';
import type { StoryLoaded } from '../support/loaders';
import { holdToastOpen } from '../support/toastPointer';
import { expectDarkAuthCard } from '../support/themeColors';

const meta = {
  title: 'Pages/OtpPage',
  component: OtpPage,
  parameters: { layout: 'fullscreen', route: '/otp', visual: { fullPage: true } },
  decorators: [
    // The app shell mounts the one Toaster; the page story stands in for it.
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  beforeEach: () => resetToasts(),
} satisfies Meta<typeof OtpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EverythingSpec26Lists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Two-factor Authentication' });
    const card = canvas.getByRole('region', { name: 'Two-factor Authentication' });
    await expect(card).toContainElement(heading);
    await expect(card).toHaveAttribute('lang', 'en');
    await expect(
      within(card).getByText(
        'Please enter the authentication code. We have sent the authentication code to your email.',
      ),
    ).toBeVisible();
    await expect(within(card).getAllByRole('textbox')).toHaveLength(7);
    await expect(within(card).getByRole('button', { name: 'Verify' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      within(card).getByRole('link', { name: "Haven't received it? Resend a new code." }),
    ).toHaveAttribute('href', '/sign-in');
  },
};

export const CodeTypedOnAPhoneGoesHome: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const slots = canvas.getAllByRole('textbox');
    for (const slot of slots) {
      const box = slot.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.right).toBeLessThanOrEqual(360);
    }
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.keyboard('73K9P2Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('You entered 73K9P2Z. Taking you to the home page…'),
    ).toBeVisible();
    await waitFor(() => expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/'), {
      timeout: 2000,
    });
    await holdToastOpen(body.getByText('Code submitted'));
  },
};

export const InDarkTheme: Story = {
  ...EverythingSpec26Lists,
  globals: { theme: 'dark' },
  play: async (context) => {
    await EverythingSpec26Lists.play?.(context);
    await expectDarkAuthCard(context.canvasElement, 'Two-factor Authentication', 'Verify');
  },
};
