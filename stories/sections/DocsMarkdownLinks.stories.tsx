import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { markdownTwinPath } from '../../src/paths/markdownTwin';
import { markdownLinks as links } from '../../src/content/docs/markdownCopy';
import { DocsMarkdownLinks } from '../../src/sections/DocsMarkdownLinks';
import { asServerHtml } from '../kit/asServerHtml';
import { spyOnClipboard, writeText } from '../kit/clipboard';

const twin = markdownTwinPath(docsPath('saas'));
const markdown = '# Page de paiement hébergée\n\nLe texte de la page.\n';

/** What the live regions say (the busy button has one of its own). */
const statuses = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('status').map((status: HTMLElement) => status.textContent);

const meta = {
  title: 'Sections/DocsMarkdownLinks',
  component: DocsMarkdownLinks,
  args: { href: twin },
  parameters: {
    route: docsPath('saas'),
    msw: { handlers: [http.get(twin, () => HttpResponse.text(markdown))] },
  },
  beforeEach: spyOnClipboard,
} satisfies Meta<typeof DocsMarkdownLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesThePageMarkdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: links.label });
    await expect(within(group).getByRole('link', { name: links.view })).toHaveAttribute(
      'href',
      twin,
    );
    await userEvent.click(canvas.getByRole('button', { name: links.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(markdown));
    const done = await canvas.findByRole('button', { name: links.copied });
    await expect(done).toHaveFocus();
    await expect(statuses(canvas)).toContain(links.copiedStatus);
    // Back to « Copier en Markdown » after 3 s, the focus kept: the screenshot, taken seconds
    // later on a loaded machine, never catches the switch.
    await waitFor(() => expect(done).toHaveAccessibleName(links.copy), { timeout: 5000 });
    await expect(done).toHaveFocus();
  },
};

/** The twin is on its way: the button says so, keeps the focus and ignores more presses. */
export const BusyWhileTheTextArrives: Story = {
  parameters: {
    msw: { handlers: [http.get(twin, () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: links.copy });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(writeText).not.toHaveBeenCalled();
  },
};

/** The server did not send the twin: nothing is copied, and the reader is told what to do. */
export const SaysWhatToDoWhenTheCopyFails: Story = {
  parameters: {
    msw: {
      handlers: [http.get(twin, () => new HttpResponse('Fichier introuvable', { status: 404 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: links.copy }));
    const failed = await canvas.findByRole('button', { name: links.failed });
    await expect(failed).toHaveAccessibleDescription(links.failedStatus);
    await expect(statuses(canvas)).toContain(links.failedStatus);
    await expect(writeText).not.toHaveBeenCalled();
    // Another press tries again.
    await expect(failed).toBeEnabled();
  },
};

/** As the server sends it: the link works at once; there is no copy button until scripts run. */
export const BeforeItsScriptsRunOnlyTheLink: Story = {
  decorators: [asServerHtml],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: links.view })).toHaveAttribute('href', twin);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A browser without the Clipboard API (plain http, an old WebView) gets the link alone. */
export const WithoutAClipboardOnlyTheLink: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: links.view })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
