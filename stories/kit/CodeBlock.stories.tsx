import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock, codeLanguages } from '../../src/kit';
import { spyOnClipboard, writeText } from './clipboard';
import { HydratedFromServerHtml } from './HydratedFromServerHtml';
import { withRoom } from './withRoom';

const install = 'flutter pub add yonnee_flutter';
const json = JSON.stringify(
  {
    code: 'OK',
    message: 'Transfer created',
    data: { amount: 200, realAmount: 204, status: 'SUCCESS', ipn: null },
  },
  null,
  2,
);

const meta = {
  title: 'Kit/CodeBlock',
  component: CodeBlock,
  decorators: [withRoom],
  argTypes: { language: { control: 'select', options: codeLanguages } },
  args: {
    code: install,
    language: 'bash',
    label: 'Terminal',
    copyContext: 'la commande flutter pub add',
  },
  beforeEach: spyOnClipboard,
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesTheExactSnippet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copier la commande flutter pub add' });
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith(install);
    await waitFor(() => expect(button).toHaveTextContent('Copié'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copié dans le presse-papiers');
    // Back to "Copier" so the screenshot never catches the switch.
    await waitFor(() => expect(button).toHaveTextContent('Copier'), { timeout: 3000 });
    // Focus rings' rounded corners do not render the same twice: keep them out of the screenshot.
    button.blur();
  },
};

export const ColoursJsonWithoutChangingIt: Story = {
  args: { code: json, language: 'json', label: 'JSON', copyContext: 'la réponse' },
  play: async ({ canvasElement }) => {
    const code = canvasElement.querySelector('pre code')!;
    // The coloured text is the code, character for character.
    await expect(code.textContent).toBe(json);
    const coloured = [...code.querySelectorAll('span')].map((span) => span.textContent);
    await expect(coloured).toEqual(
      expect.arrayContaining(['"amount"', '200', '"SUCCESS"', 'null']),
    );
    await expect(within(canvasElement).getByText('JSON')).toBeVisible();
  },
};

export const DarkThemeKeepsContrast: Story = {
  args: {
    code: 'const response = await fetch(`${host}/api/v1/transfer`); // liste\nconst ok = response.ok === true;',
    language: 'javascript',
    label: 'JavaScript',
    copyContext: undefined,
  },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    // The accessibility check of this story measures every coloured token against the dark surface.
    await expect(canvasElement.querySelectorAll('pre span').length).toBeGreaterThan(4);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Copier le code JavaScript' }),
    ).toBeVisible();
  },
};

export const LongLinesScrollFromTheKeyboard: Story = {
  args: {
    code: 'curl -X POST "$YONNEE_HOST/api/v1/transaction/pay-in-method" -H "x-api-key: $YONNEE_API_KEY" -H "X-API-TOKEN: $YONNEE_API_TOKEN"',
    language: 'bash',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
    await userEvent.tab();
    await userEvent.tab();
    await expect(pre).toHaveFocus();
    pre.blur();
  },
};

/**
 * `hydratesServerHtml` where a page hydrates the HTML its server rendered (false on the server,
 * true under `hydrateRoot`): the coloured code stays the server's markup, which React neither
 * checks nor renders; Copier hydrates and copies the code it was given.
 */
export const KeepsTheServersColoursWhenHydrating: Story = {
  args: { code: json, language: 'json', label: 'JSON', copyContext: 'la réponse' },
  render: (args) => (
    <HydratedFromServerHtml
      render={(hydrating) => <CodeBlock {...args} hydratesServerHtml={hydrating} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copier la réponse' });
    // Hydrated: Copier is enabled.
    await waitFor(() => expect(button).toBeEnabled());
    const code = canvasElement.querySelector('pre code')!;
    await expect(code.textContent).toBe(json);
    const spans = [...code.querySelectorAll('span')];
    await expect(spans.length).toBeGreaterThan(4);
    const renderedByReact = (node: Element) =>
      Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    await expect(spans.filter(renderedByReact)).toEqual([]);
    await expect(renderedByReact(button)).toBe(true);
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith(json);
    await waitFor(() => expect(button).toHaveTextContent('Copier'), { timeout: 3000 });
    button.blur();
  },
};
