import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from '../../src/kit';
import { asServerHtml } from './asServerHtml';
import { withRoom } from './withRoom';

const curl = 'curl https://api.yonnee.example/v1/payments -H "Authorization: Bearer sk_test_…"';

/** The async Clipboard API, replaced for each story so nothing touches the real clipboard. */
const writeText = fn<(text: string) => Promise<void>>();
/** The legacy `execCommand('copy')` path; records what was selected when it ran. */
const execCommand = fn<(command: string) => boolean>();
let selectedWhenCopied = '';

function installClipboard({ api, legacy }: { api: 'resolves' | 'rejects'; legacy: boolean }) {
  writeText.mockReset();
  execCommand.mockReset();
  selectedWhenCopied = '';
  if (api === 'resolves') writeText.mockResolvedValue(undefined);
  else writeText.mockRejectedValue(new DOMException('Refusé', 'NotAllowedError'));
  execCommand.mockImplementation(() => {
    const area = document.querySelector<HTMLTextAreaElement>('body > textarea[readonly]');
    selectedWhenCopied = area ? area.value.slice(area.selectionStart, area.selectionEnd) : '';
    return legacy;
  });
  // Own properties shadow the prototypes' getters and methods; deleting them restores the browser's.
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
    delete (document as { execCommand?: unknown }).execCommand;
  };
}

const meta = {
  title: 'Kit/CopyButton',
  component: CopyButton,
  decorators: [withRoom],
  // Short so each story can wait for the reset and end on a stable screenshot.
  args: { value: curl, resetAfterMs: 600 },
  beforeEach: () => installClipboard({ api: 'resolves', legacy: true }),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesTextAndConfirms: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copier' });
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();

    await step('Copies the exact value and confirms', async () => {
      await userEvent.click(button);
      await expect(writeText).toHaveBeenCalledWith(curl);
      // One synchronous check of the whole confirmed state, so it cannot race the reset timer.
      await waitFor(() => {
        expect(button).toHaveTextContent('Copié');
        expect(button).toHaveAttribute('data-state', 'copied');
        expect(status).toHaveTextContent('Copié dans le presse-papiers');
      });
      await expect(execCommand).not.toHaveBeenCalled();
    });

    await step('Resets so it can be used again', async () => {
      await waitFor(() => expect(button).toHaveTextContent('Copier'), { timeout: 3000 });
      await expect(button).toHaveAttribute('data-state', 'idle');
      await expect(status).toBeEmptyDOMElement();
    });
  },
};

export const NamesWhatItCopies: Story = {
  args: { context: 'la commande curl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Several copy buttons on a docs page stay distinguishable by name; the visible word leads it.
    const button = canvas.getByRole('button', { name: 'Copier la commande curl' });
    await userEvent.click(button);
    await waitFor(() => {
      expect(button).toHaveAccessibleName('Copié la commande curl');
      expect(canvas.getByRole('status')).toHaveTextContent('Copié dans le presse-papiers');
    });
    await waitFor(() => expect(button).toHaveAccessibleName('Copier la commande curl'), {
      timeout: 3000,
    });
  },
};

export const FallsBackWhenClipboardRejects: Story = {
  beforeEach: () => installClipboard({ api: 'rejects', legacy: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copier' });
    await userEvent.click(button);
    await waitFor(() => {
      expect(button).toHaveTextContent('Copié');
      expect(canvas.getByRole('status')).toHaveTextContent('Copié dans le presse-papiers');
      // Focus went back to the button once the temporary textarea was gone.
      expect(button).toHaveFocus();
    });
    await expect(writeText).toHaveBeenCalledWith(curl);
    // The selection path copied the same text…
    await expect(execCommand).toHaveBeenCalledWith('copy');
    await expect(selectedWhenCopied).toBe(curl);
    // …and left nothing behind.
    await expect(canvasElement.ownerDocument.querySelector('textarea')).toBeNull();
    await waitFor(() => expect(button).toHaveTextContent('Copier'), { timeout: 3000 });
  },
};

export const ReportsFailureWhenNothingWorks: Story = {
  beforeEach: () => installClipboard({ api: 'rejects', legacy: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copier' });
    await userEvent.click(button);
    await waitFor(() => {
      expect(button).toHaveTextContent('Échec');
      expect(button).toHaveAttribute('data-state', 'failed');
      // The status tells what to do instead, not just that it failed.
      expect(canvas.getByRole('status')).toHaveTextContent(
        'La copie a échoué : sélectionnez le texte et copiez-le à la main.',
      );
    });
    await waitFor(() => expect(button).toHaveTextContent('Copier'), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const BeforeItsScriptsRunItSaysWhy: Story = {
  decorators: [asServerHtml],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copier' });
    await expect(button).toBeDisabled();
    // No room for a sentence beside each copy button: a tooltip, and the description.
    await expect(button).toHaveAccessibleDescription(
      'Disponible dès que la page a fini de charger.',
    );
    await expect(button).toHaveAttribute('title', 'Disponible dès que la page a fini de charger.');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(writeText).not.toHaveBeenCalled();
  },
};

export const WordsInAnotherLanguage: Story = {
  args: {
    context: 'the curl command',
    labels: { copy: 'Copy', copied: 'Copied', copiedStatus: 'Copied to the clipboard' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy the curl command' });
    await expect(button).toHaveTextContent(/^Copy$/);
    await userEvent.click(button);
    await waitFor(() => {
      expect(button).toHaveTextContent('Copied');
      expect(canvas.getByRole('status')).toHaveTextContent('Copied to the clipboard');
    });
    // Back at rest once the confirmation has been seen, for a stable screenshot.
    await waitFor(() => expect(button).toHaveTextContent(/^Copy$/));
  },
};
