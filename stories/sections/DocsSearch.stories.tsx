import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { docsChrome } from '../../src/content/docs/labels';
import { scriptsPendingReason } from '../../src/kit';
import { docsTitles } from '../../src/content/pageTitles';
import { DocsSearch } from '../../src/sections/DocsSearch';
import type { StoryLoaded } from '../support/loaders';
import { withRoom } from '../kit/withRoom';
import { asServerHtml } from '../kit/asServerHtml';

const copy = docsChrome.search;

const meta = {
  title: 'Sections/DocsSearch',
  component: DocsSearch,
  decorators: [withRoom],
  parameters: { route: docsPath('presentation'), visual: { fullPage: true } },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
} satisfies Meta<typeof DocsSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog's parts, once its code (a chunk of its own, fetched on demand) has shown it. */
async function dialogParts(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement).findByRole('dialog', { name: copy.dialogTitle });
  const scope = within(dialog);
  return {
    dialog,
    input: scope.getByRole('combobox', { name: copy.inputLabel }),
    listbox: scope.getByRole('listbox', { name: copy.resultsLabel }),
    status: scope.getByRole('status'),
    scope,
  };
}

const selectedOption = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .find((option) => option.getAttribute('aria-selected') === 'true');

export const FindsAWordWithoutItsAccent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Rechercher/ }));
    const { dialog, input, listbox, status } = await dialogParts(canvasElement);
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'fevrier');
    const group = await within(listbox).findByRole('group', { name: docsTitles.changelog });
    const option = within(group).getByRole('option', { name: /^Février 2025/ });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(status).toHaveTextContent(/^\d+ résultats?$/);
  },
};

export const AccentedQueryFindsHeadingsFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Rechercher/ }));
    const { input, listbox } = await dialogParts(canvasElement);
    await userEvent.type(input, 'intégration widget');
    const options = await within(listbox).findAllByRole('option');
    await expect(options[0]).toHaveAccessibleName(/^Intégration par widget/);
    // The words found are marked in the passage shown under each result.
    await expect(listbox.querySelectorAll('mark').length).toBeGreaterThan(0);
  },
};

export const KeyboardOpensChoosesAndGoes: Story = {
  play: async ({ canvasElement, loaded, step }) => {
    const history = (loaded as StoryLoaded).location.history;
    await step('Ctrl K opens the search', async () => {
      await userEvent.keyboard('{Control>}k{/Control}');
      await expect((await dialogParts(canvasElement)).input).toHaveFocus();
    });
    await step('Arrows walk the results, wrapping at the ends', async () => {
      const { input, listbox } = await dialogParts(canvasElement);
      await userEvent.type(input, 'versement');
      const options = await within(listbox).findAllByRole('option');
      await expect(options.length).toBeGreaterThan(2);
      await userEvent.keyboard('{ArrowDown}');
      await expect(selectedOption(listbox)).toBe(options[1]);
      await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(selectedOption(listbox)).toBe(options.at(-1));
    });
    await step('Enter opens the chosen page at its heading', async () => {
      const { input, listbox } = await dialogParts(canvasElement);
      await userEvent.clear(input);
      await userEvent.type(input, 'flutter pub get');
      await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
      await userEvent.keyboard('{Enter}');
      await expect(history.at(-1)).toBe(`${docsPath('flutter')}#installation`);
      await waitFor(() =>
        expect(within(canvasElement).getByRole('dialog', { hidden: true })).not.toBeVisible(),
      );
      const trigger = within(canvasElement).getByRole('button', { name: /^Rechercher/ });
      await waitFor(() => expect(trigger).toHaveFocus());
      // The dialog's close event comes a moment later and clears the query: wait for it.
      await waitFor(() => expect(input).toHaveValue(''));
      trigger.blur();
    });
  },
};

export const SlashOpensAndEscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Rechercher/ });
    await expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    await userEvent.keyboard('/');
    const { input } = await dialogParts(canvasElement);
    await expect(input).toHaveFocus();
    // "/" typed in the search box is a character, not a shortcut.
    await userEvent.type(input, 'a/b');
    await expect(input).toHaveValue('a/b');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('dialog', { hidden: true })).not.toBeVisible(),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(input).toHaveValue(''));
    trigger.blur();
  },
};

export const SaysWhenNothingMatches: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    // On a phone the button shows its icon only, and keeps its name.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Rechercher/ }));
    const { input, listbox, status } = await dialogParts(canvasElement);
    await userEvent.type(input, 'zzzz');
    await waitFor(() => expect(status).toHaveTextContent(copy.empty('zzzz')));
    await expect(within(listbox).queryAllByRole('option')).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
  },
};

let offline = true;

export const IndexThatFailsToLoadCanBeRetried: Story = {
  args: {
    loadIndex: () =>
      offline
        ? Promise.reject(new Error('Réseau coupé'))
        : Promise.resolve([
            { page: 'api' as const, pageTitle: docsTitles.api, text: 'Les douze appels de l’API.' },
          ]),
  },
  beforeEach: () => {
    offline = true;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Rechercher/ }));
    const { scope, input, listbox } = await dialogParts(canvasElement);
    await expect(await scope.findByRole('alert')).toHaveTextContent(copy.loadError);
    offline = false;
    await userEvent.click(scope.getByRole('button', { name: copy.retry }));
    await userEvent.type(input, 'douze');
    await expect(
      await within(listbox).findByRole('option', { name: /Intégration par API/ }),
    ).toBeVisible();
  },
};

export const BeforeItsScriptsRunTheButtonSaysWhy: Story = {
  decorators: [asServerHtml],
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: /^Rechercher/ });
    await expect(open).toBeDisabled();
    await expect(open).toHaveAccessibleDescription(scriptsPendingReason);
    await expect(open).toHaveAttribute('title', scriptsPendingReason);
  },
};
