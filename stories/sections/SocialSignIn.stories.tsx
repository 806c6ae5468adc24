import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { SocialSignIn } from '../../src/sections/SocialSignIn';
import { labelContentNameA11y } from './labelContentName';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const reason =
  'Signing in with Google or GitHub is not available yet. Please log in with your email and password.';

const meta = {
  title: 'Sections/SocialSignIn',
  component: SocialSignIn,
  parameters: labelContentNameA11y,
  decorators: [
    (Story) => (
      // English, like the sign-in card it sits in (spec 2.6).
      <div lang="en" style={{ maxWidth: 448, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DisabledAndSaysWhy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Or continue with' });
    const buttons = within(group).getAllByRole('button');
    // Each name is the button's visible text, so "click Google" works with speech input.
    await expect(buttons.map((button) => button.textContent)).toEqual(['Google', 'GitHub']);
    for (const button of buttons) {
      await expect(button).toHaveAccessibleName(button.textContent!);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(reason);
    }
    // Said before anyone presses: the reason is on the page, not behind a click.
    await expect(within(group).getByText(reason)).toBeVisible();
  },
};

export const PressingOneDoesNothing: Story = {
  play: async ({ canvasElement }) => {
    const fetchSpy = spyOn(window, 'fetch');
    try {
      const group = within(canvasElement).getByRole('group', { name: 'Or continue with' });
      const google = within(group).getByRole('button', { name: 'Google' });
      await userEvent.click(google);
      // Still in the tab order: its focus reads the reason.
      await expect(google).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(fetchSpy).not.toHaveBeenCalled();
      await expect(within(group).queryByRole('status')).toBeNull();
    } finally {
      fetchSpy.mockRestore();
    }
  },
};

export const OnAPhoneInDarkTheme: Story = {
  ...DisabledAndSaysWhy,
  globals: { theme: 'dark', viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await DisabledAndSaysWhy.play?.(context);
    await expectDarkPage(context.canvasElement);
    const group = within(context.canvasElement).getByRole('group', { name: 'Or continue with' });
    const [google, github] = within(group).getAllByRole('button') as [HTMLElement, HTMLElement];
    // Still side by side on a 360 px phone, each a full-size target inside the screen.
    await expect(github.getBoundingClientRect().top).toBe(google.getBoundingClientRect().top);
    await expect(github.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    for (const button of [google, github]) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expectColors(button, {
        backgroundColor: dark.action.secondary.bg,
        color: dark.action.secondary.text,
        borderTopColor: dark.action.secondary.border,
      });
    }
    await expectColors(within(group).getByText(reason), { color: dark.text.default });
  },
};
