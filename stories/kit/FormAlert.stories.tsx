import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert, formAlertTones } from '../../src/kit';
import { withRoom } from './withRoom';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Kit/FormAlert',
  component: FormAlert,
  decorators: [withRoom],
  argTypes: { tone: { control: 'inline-radio', options: formAlertTones } },
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

export const SuccessIsAPoliteStatus: Story = {
  args: {
    tone: 'success',
    children:
      'C’est fait : l’adresse awa.diop@exemple.sn ne recevra plus notre lettre. Vous pouvez vous réinscrire depuis la page d’accueil.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What a form did is news, not an emergency: announced when the reader pauses.
    await expect(canvas.queryByRole('alert')).toBeNull();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^C’est fait/);
    await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
