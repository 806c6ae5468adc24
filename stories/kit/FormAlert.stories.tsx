import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from '../../src/kit';
import { withRoom } from './withRoom';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Kit/FormAlert',
  component: FormAlert,
  decorators: [withRoom],
  args: {
    children:
      'Trop d’envois depuis votre connexion : réessayez dans 10 min. Ce que vous avez écrit est conservé.',
  },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnnouncedAsItAppears: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/^Trop d’envois depuis votre connexion/);
    // The icon is decoration: the words say it all.
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Its contrast is axe's to check; the icon keeps to the first line of a long message.
    const icon = alert.querySelector('svg') as SVGElement;
    await expect(icon.getBoundingClientRect().top - alert.getBoundingClientRect().top).toBeLessThan(
      24,
    );
  },
};

export const InDarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await AnnouncedAsItAppears.play?.(context);
    // The dark theme draws it on its own danger tone, not the light one.
    await expectDarkPage(context.canvasElement);
    await expectColors(within(context.canvasElement).getByRole('alert'), {
      backgroundColor: dark.tone.danger.bg,
      color: dark.tone.danger.text,
    });
  },
};
