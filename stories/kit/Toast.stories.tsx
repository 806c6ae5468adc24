import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, resetToasts, Stack, toast, Toaster, type ToastInput } from '../../src/kit';
import { holdToastOpen, reachableToast } from '../support/toastPointer';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

/** Records the toast action; cleared at the start of the story that uses it. */
const undoPayout = fn();

const notices = {
  received: {
    title: 'Paiement reçu',
    description: '15 000 XOF de Awa Diop par Wave.',
  },
  sent: {
    title: 'Versement envoyé',
    description: '48 salaires payés sur Orange Money et MTN.',
  },
  failed: {
    // The spec gives this title in English, inside a French page.
    title: <span lang="en">Something went wrong!</span>,
    description: 'Le versement n’a pas pu être créé. Réessayez dans quelques instants.',
    variant: 'destructive',
  },
  undoable: {
    title: 'Versement programmé',
    description: '200 000 XOF vers Moussa Traoré (Moov Money) à 18 h.',
    action: { label: 'Annuler', altText: 'Annuler le versement programmé', onClick: undoPayout },
  },
} satisfies Record<string, ToastInput>;

type NoticeName = keyof typeof notices;

const buttonLabels: Record<NoticeName, string> = {
  received: 'Notifier un paiement reçu',
  sent: 'Notifier un versement envoyé',
  failed: 'Notifier une erreur',
  undoable: 'Programmer un versement',
};

/** The toaster as the app shell mounts it, with buttons that call `toast()` like any module would. */
function ToastDemo({ show }: { show: NoticeName[] }) {
  return (
    <>
      <Stack direction="row" gap={3} wrap>
        {show.map((name) => (
          <Button key={name} variant="secondary" onClick={() => toast(notices[name])}>
            {buttonLabels[name]}
          </Button>
        ))}
      </Stack>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Kit/Toast',
  component: Toaster,
  // Toasts sit in a fixed viewport at the bottom right, outside #storybook-root's box.
  parameters: { visual: { fullPage: true } },
  render: () => <ToastDemo show={['received', 'sent', 'failed', 'undoable']} />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications (F8)' });

export const NewToastReplacesThePrevious: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    const canvas = within(canvasElement);
    const region = regionOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: buttonLabels.received }));
    await expect(await within(region).findByText('Paiement reçu')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: buttonLabels.sent }));
    const shown = await within(region).findByText('Versement envoyé');
    // One toast at a time (spec 9): the first is gone, not queued behind.
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(region).queryByText('Paiement reçu')).not.toBeInTheDocument();
    await expect(shown.closest('li')).toHaveAttribute('data-variant', 'default');
    // Confirmations are announced politely.
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(
        body.getAllByRole('status').find((s) => s.textContent?.includes('Versement envoyé')),
      ).toHaveAttribute('aria-live', 'polite'),
    );
    await holdToastOpen(shown);
  },
};

export const DestructiveIsAnnouncedAssertively: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    const region = regionOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: buttonLabels.failed }));
    const title = await within(region).findByText('Something went wrong!');
    await expect(title.closest('li')).toHaveAttribute('data-variant', 'destructive');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => {
      const announcement = body
        .getAllByRole('status')
        .find((s) => s.textContent?.includes('Something went wrong!'));
      return expect(announcement).toHaveAttribute('aria-live', 'assertive');
    });
    // The announcement starts with the toast label, never with the raw "{hotkey}" template.
    await waitFor(() =>
      expect(
        body.getAllByRole('status').find((s) => s.textContent?.includes('Something went wrong!'))
          ?.textContent,
      ).toMatch(/^Notification Something went wrong!/),
    );
    await holdToastOpen(title);
  },
};

export const DestructiveInDarkTheme: Story = {
  ...DestructiveIsAnnouncedAssertively,
  globals: { theme: 'dark' },
  play: async (context) => {
    await DestructiveIsAnnouncedAssertively.play?.(context);
    await expectDarkPage(context.canvasElement);
    const toastElement = within(regionOf(context.canvasElement))
      .getByText('Something went wrong!')
      .closest('li') as HTMLElement;
    // The dark theme's danger tone: its own fill, text and border, not the light theme's.
    await expectColors(toastElement, {
      backgroundColor: dark.tone.danger.bg,
      color: dark.tone.danger.text,
      borderTopColor: dark.tone.danger.text,
    });
  },
};

export const ActionRunsAndCloses: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    undoPayout.mockClear();
    const region = regionOf(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: buttonLabels.undoable }),
    );
    const action = await within(region).findByRole('button', { name: 'Annuler' });
    await userEvent.click(await reachableToast(action));
    await expect(undoPayout).toHaveBeenCalledTimes(1);
    // An action also dismisses its toast.
    await waitFor(() =>
      expect(within(region).queryByText('Versement programmé')).not.toBeInTheDocument(),
    );
  },
};

export const ActionButtonShown: Story = {
  render: () => <ToastDemo show={['undoable']} />,
  play: async ({ canvasElement }) => {
    resetToasts();
    const region = regionOf(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: buttonLabels.undoable }),
    );
    const action = await within(region).findByRole('button', { name: 'Annuler' });
    await expect(
      within(region).getByRole('button', { name: 'Fermer la notification' }),
    ).toBeVisible();
    await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await holdToastOpen(action.closest('li') as HTMLElement);
  },
};

export const F8FocusesTheViewport: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    const region = regionOf(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: buttonLabels.received }),
    );
    const toastElement = (await within(region).findByText('Paiement reçu')).closest(
      'li',
    ) as HTMLElement;

    // Browsers report F8 with code "F8"; that is what Radix matches.
    await userEvent.keyboard('[F8]');
    const viewport = within(region).getByRole('list');
    await expect(viewport).toHaveFocus();

    await userEvent.tab();
    await expect(toastElement).toHaveFocus();
    // Focus inside pauses the timer; Escape closes the focused toast.
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(region).queryByText('Paiement reçu')).not.toBeInTheDocument(),
    );
  },
};

export const CloseButtonDismisses: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    const region = regionOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: buttonLabels.sent }));
    await userEvent.click(
      await reachableToast(
        await within(region).findByRole('button', { name: 'Fermer la notification' }),
      ),
    );
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0));
  },
};

export const SwipeRightDismisses: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    const region = regionOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: buttonLabels.sent }));
    const toastElement = await reachableToast(
      (await within(region).findByText('Versement envoyé')).closest('li') as HTMLElement,
    );
    const box = toastElement.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + 40;
    // 30 px is under the 50 px threshold: the toast stays.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toastElement, coords: { clientX: x, clientY: y } },
      { target: toastElement, coords: { clientX: x + 30, clientY: y } },
      { keys: '[/MouseLeft]', target: toastElement, coords: { clientX: x + 30, clientY: y } },
    ]);
    await expect(toastElement).toBeInTheDocument();
    await expect(toastElement).toHaveAttribute('data-state', 'open');
    // 80 px to the right passes it.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toastElement, coords: { clientX: x, clientY: y } },
      { target: toastElement, coords: { clientX: x + 40, clientY: y } },
      { target: toastElement, coords: { clientX: x + 80, clientY: y } },
      { keys: '[/MouseLeft]', target: toastElement, coords: { clientX: x + 80, clientY: y } },
    ]);
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0));
  },
};

export const ClosesItselfAfterFiveSeconds: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    // Spec 9: five seconds, whatever the kit's constant says.
    const fiveSeconds = 5000;
    const region = regionOf(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: buttonLabels.received }),
    );
    await within(region).findByText('Paiement reçu');
    // A second of slack: the toast's timer starts when it mounts, a little before findByText sees it.
    await new Promise((resolve) => setTimeout(resolve, fiveSeconds - 1000));
    await expect(within(region).getByText('Paiement reçu')).toBeVisible();
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0), {
      timeout: 2000,
    });
  },
};

export const FitsAPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    resetToasts();
    const region = regionOf(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: buttonLabels.undoable }),
    );
    const toastElement = (await within(region).findByText('Versement programmé')).closest(
      'li',
    ) as HTMLElement;
    const box = toastElement.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(360);
    await holdToastOpen(toastElement);
  },
};
