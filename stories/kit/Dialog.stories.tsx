import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, TextField, type DialogProps } from '../../src/kit';
import { withRoom } from './withRoom';

/** The app's side: a button that opens the dialog and the state that keeps it open. */
function WithOpener({ onClose, ...props }: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Supprimer le contact
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const onClose = fn();

const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  decorators: [withRoom],
  args: {
    open: false,
    onClose,
    title: 'Supprimer ce contact ?',
    description: 'Awa Diop (+221 77 123 45 67) ne sera plus proposée pour vos virements.',
    footer: null,
  },
  beforeEach: () => {
    onClose.mockReset();
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from its button and returns it, once the browser shows it as a modal. */
async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const opener = canvas.getByRole('button', { name: 'Supprimer le contact' });
  await userEvent.click(opener);
  const dialog = await canvas.findByRole('dialog', { name: 'Supprimer ce contact ?' });
  await waitFor(() => expect(dialog.matches(':modal')).toBe(true));
  return { canvas, opener, dialog };
}

export const OpensAsAModalNamedByItsTitle: Story = {
  // The dialog sits in the top layer, over the whole page: the screenshot takes the page.
  parameters: { visual: { fullPage: true } },
  args: {
    footer: (
      <>
        <Button variant="secondary">Annuler</Button>
        <Button variant="danger">Supprimer</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Awa Diop (+221 77 123 45 67) ne sera plus proposée pour vos virements.',
    );
    // The browser moves the focus into the dialog.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(
      within(dialog).getByRole('heading', { level: 2, name: 'Supprimer ce contact ?' }),
    ).toBeVisible();
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
  },
};

export const EscapeClosesAndFocusReturnsToTheOpener: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, opener } = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

export const CloseButtonClosesAndFocusReturnsToTheOpener: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, opener } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const CloseLabelIsOverridable: Story = {
  args: { closeLabel: 'Close' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Fermer' })).toBeNull();
  },
};

export const FormWithMethodDialogClosesIt: Story = {
  parameters: { visual: { fullPage: true } },
  globals: { theme: 'dark' },
  args: {
    title: 'Renommer le contact',
    description: undefined,
    children: (
      <form method="dialog" id="rename-contact">
        <TextField label="Nom du contact" name="name" defaultValue="Awa Diop" />
      </form>
    ),
    footer: (
      <Button type="submit" form="rename-contact">
        Enregistrer
      </Button>
    ),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Renommer
        </Button>
        <Dialog
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Renommer' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Renommer le contact' });
    const field = within(dialog).getByRole('textbox', { name: 'Nom du contact' });
    await step('The dialog is a form the browser closes when it is sent', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'Awa Diop Ndiaye');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
      await expect(onClose).toHaveBeenCalledTimes(1);
      await expect(opener).toHaveFocus();
    });
    await step('Opened again, it shows as a modal once more', async () => {
      await userEvent.click(opener);
      await waitFor(() => expect(dialog.matches(':modal')).toBe(true));
      await expect(field).toHaveValue('Awa Diop Ndiaye');
    });
  },
};
