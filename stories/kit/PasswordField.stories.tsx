import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../src/kit';
import { withRoom } from './withRoom';
import { expectDarkInvalidControl, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Kit/PasswordField',
  component: PasswordField,
  decorators: [withRoom],
  args: { label: 'Mot de passe' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A password input has no role, so it is found through its label; the label's text may end with
 * the required asterisk, which is hidden from the accessible name.
 */
const passwordInput = (canvasElement: HTMLElement, label = 'Mot de passe') =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}\\*?$`), {
    selector: 'input',
  }) as HTMLInputElement;

export const HiddenByDefault: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    const toggle = within(canvasElement).getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveAttribute('type', 'button');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
  },
};

export const PasswordToggleShowsAndHides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await userEvent.type(input, 'Teranga-2025');

    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'text');
    // The button now says what it will do next.
    const hide = canvas.getByRole('button', { name: 'Masquer le mot de passe' });
    await expect(canvas.getByRole('textbox', { name: 'Mot de passe' })).toHaveValue('Teranga-2025');

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(
      canvas.getByRole('button', { name: 'Afficher le mot de passe' }),
    ).toBeInTheDocument();
    // Toggling never loses what was typed.
    await expect(input).toHaveValue('Teranga-2025');
  },
};

export const ToggleWorksFromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Dakar221');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Masquer le mot de passe');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Afficher le mot de passe');
  },
};

export const NewPasswordWithRules: Story = {
  args: {
    label: 'Nouveau mot de passe',
    autoComplete: 'new-password',
    required: true,
    minLength: 12,
    description: '12 caractères au moins, dont un chiffre.',
    showLabel: 'Afficher le nouveau mot de passe',
    hideLabel: 'Masquer le nouveau mot de passe',
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement, 'Nouveau mot de passe');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('12 caractères au moins, dont un chiffre.');
    const toggle = within(canvasElement).getByRole('button', {
      name: 'Afficher le nouveau mot de passe',
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Masquer le nouveau mot de passe');
    await userEvent.click(toggle);
  },
};

export const ErrorIsAnnouncedAndLinked: Story = {
  args: {
    defaultValue: 'court',
    error: 'Le mot de passe doit contenir 12 caractères au moins.',
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Le mot de passe doit contenir 12 caractères au moins.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', alert.id);
  },
};

export const ErrorInDarkTheme: Story = {
  ...ErrorIsAnnouncedAndLinked,
  globals: { theme: 'dark' },
  play: async (context) => {
    await ErrorIsAnnouncedAndLinked.play?.(context);
    await expectDarkPage(context.canvasElement);
    await expectDarkInvalidControl(
      passwordInput(context.canvasElement),
      within(context.canvasElement).getByRole('alert'),
    );
  },
};
