import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Link, Text } from '../../src/kit';
import { AuthLayout } from '../../src/sections/AuthLayout';
import { dark, expectColors, expectDarkAuthCard } from '../support/themeColors';

const meta = {
  title: 'Sections/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Vérifiez votre adresse e-mail',
    description: 'Nous avons envoyé un lien de confirmation à awa.diop@boutique-teranga.sn.',
    children: <Button fullWidth>Renvoyer le lien</Button>,
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardWithTitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'Vérifiez votre adresse e-mail',
    });
    const card = canvas.getByRole('region', { name: 'Vérifiez votre adresse e-mail' });
    await expect(card).toContainElement(heading);
    await expect(card).not.toHaveAttribute('lang');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const EnglishCardWithFooterInAFrenchPage: Story = {
  args: {
    lang: 'en',
    title: 'Login',
    description: 'Enter your email and password below to log into your account',
    children: <Button fullWidth>Login</Button>,
    footer: (
      <>
        By clicking login, you agree to our <Link href="/terms">Terms of Service</Link>.
      </>
    ),
    after: (
      <Text size="sm" tone="muted" align="center">
        Ce texte reste en français, sous la carte.
      </Text>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Login' });
    // English copy inside the French page is marked, so screen readers switch voice.
    await expect(card).toHaveAttribute('lang', 'en');
    await expect(within(card).getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    const after = canvas.getByText('Ce texte reste en français, sous la carte.');
    await expect(card).not.toContainElement(after);
    await expect(after.closest('[lang]')).not.toHaveAttribute('lang', 'en');
  },
};

export const CentredOnAPhone: Story = {
  ...CardWithTitleAndDescription,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    const box = card.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(360 - box.right).toBeGreaterThanOrEqual(16);
  },
};

export const CardInDarkTheme: Story = {
  ...CardWithTitleAndDescription,
  globals: { theme: 'dark' },
  play: async (context) => {
    await CardWithTitleAndDescription.play?.(context);
    await expectDarkAuthCard(
      context.canvasElement,
      'Vérifiez votre adresse e-mail',
      'Renvoyer le lien',
    );
    const heading = within(context.canvasElement).getByRole('heading', { level: 1 });
    await expectColors(heading, { color: dark.text.default });
  },
};
