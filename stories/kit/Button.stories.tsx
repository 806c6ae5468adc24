import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants, glyphs, Icon } from '../../src/kit';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Démarrer', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Démarrer' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const EveryVariantAndSize: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(3, max-content)',
        alignItems: 'start',
      }}
    >
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(buttonVariants.length * buttonSizes.length);
    const heights = buttons.slice(0, 3).map((b) => b.getBoundingClientRect().height);
    // md and lg keep the 44 px touch target.
    await expect(heights[1]).toBeGreaterThanOrEqual(44);
    await expect(heights[2]).toBeGreaterThan(heights[1] ?? 0);
  },
};

export const WithIcon: Story = {
  args: {
    icon: <Icon glyph={glyphs.arrowRight} />,
    variant: 'secondary',
    children: 'Voir la documentation',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Voir la documentation' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Démarrer' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Se connecter' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se connecter' });
    const parent = button.parentElement as HTMLElement;
    await expect(button.getBoundingClientRect().width).toBe(parent.getBoundingClientRect().width);
  },
};

export const UnavailableSaysWhyBesideIt: Story = {
  args: {
    type: 'submit',
    children: 'Créer un lien de test',
    unavailableReason: 'Disponible dès que la page a fini de charger.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Créer un lien de test' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(args.unavailableReason!);
    await expect(canvas.getByText(args.unavailableReason!)).toBeVisible();
    // Beside the button while there is room, so its going away moves nothing below.
    const reason = canvas.getByText(args.unavailableReason!).getBoundingClientRect();
    await expect(reason.left).toBeGreaterThan(button.getBoundingClientRect().right);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const BusyKeepsFocusAndIgnoresPresses: Story = {
  args: { type: 'submit', children: 'Envoyer', busy: true, icon: <Icon glyph={glyphs.send} /> },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Envoyer' });
    await step('it stays in the tab order and keeps the focus', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await expect(button).toBeEnabled();
    });
    await step('it says it is busy, and a press does nothing', async () => {
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(canvas.getByRole('status')).toHaveTextContent('Envoi en cours…');
      await userEvent.click(button);
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).not.toHaveBeenCalled();
      await expect(button).toHaveFocus();
    });
  },
};

export const BusyLabelIsOverridable: Story = {
  args: { busy: false, busyLabel: 'Sending…', children: 'Send' },
  render: function Render(args) {
    const [busy, setBusy] = useState(args.busy);
    return (
      <Button {...args} busy={busy} onClick={() => setBusy(true)}>
        {args.children}
      </Button>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    // The live region is there, silent, before the work starts, so its change is announced.
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(status).toHaveTextContent('Sending…');
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  },
};
