import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { consoleLabels, endpointDocs, referenceLabels } from '../../src/content/docs/apiReference';
import { scriptsPendingReason } from '../../src/kit';
import { createSandbox, SAMPLE_TIME } from '../../src/sandbox';
import { EndpointReference } from '../../src/sections/EndpointReference';
import { SAMPLE_LANGUAGE_STORAGE_KEY, sampleLanguageStore } from '../../src/sections/LanguageTabs';
import { asServerHtml } from '../kit/asServerHtml';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Sections/EndpointReference',
  component: EndpointReference,
  decorators: [withRoom],
  args: { id: 'createPayout', headingLevel: 3 },
  parameters: { route: docsPath('versement') },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  beforeEach: ({ msw }) => {
    localStorage.removeItem(SAMPLE_LANGUAGE_STORAGE_KEY);
    sampleLanguageStore.set('curl', { persist: false });
    msw.use(...createSandbox({ now: () => SAMPLE_TIME }).handlers);
  },
} satisfies Meta<typeof EndpointReference>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DocumentsEveryPartOfTheCall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('{host}/api/v1/transfer/create')).toBeVisible();
    await expect(canvas.getByText('POST')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      referenceLabels.headers,
      referenceLabels.body,
      referenceLabels.samples,
      referenceLabels.response,
      referenceLabels.errors,
    ]);
    // The three credential headers of spec 6, and the idempotency key of a call that pays.
    const headers = canvas.getByRole('table', {
      name: `${referenceLabels.headers} : ${endpointDocs.createPayout.title}`,
    });
    for (const name of ['x-api-key', 'X-API-TOKEN', 'Authorization', 'Idempotency-Key']) {
      await expect(within(headers).getByRole('rowheader', { name })).toBeVisible();
    }
    const body = canvas.getByRole('table', {
      name: `${referenceLabels.body} : ${endpointDocs.createPayout.title}`,
    });
    const amount = within(body).getByRole('rowheader', { name: 'amount' }).closest('tr')!;
    // On a phone each value is preceded by its column's name (hidden from screen readers).
    await expect(amount).toHaveTextContent(/^amount(Type : )?nombre(Obligatoire : )?OuiMontant/);
    await expect(canvas.getByRole('tab', { name: 'curl' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      '"$YONNEE_HOST/api/v1/transfer/create"',
    );
    const response = canvas.getByText(referenceLabels.responseFrom(200)).nextElementSibling!;
    await expect(response).toHaveTextContent('"message": "Transfer created"');
    await expect(canvas.getByText('422')).toBeVisible();
  },
};

export const EssayerOpensTheConsoleInPlace: Story = {
  args: { id: 'getBalance' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(referenceLabels.noBody)).toBeVisible();
    const tryIt = canvas.getByRole('button', {
      name: `${referenceLabels.tryIt} : ${endpointDocs.getBalance.title}`,
    });
    await expect(tryIt).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(tryIt);
    await expect(tryIt).toHaveAttribute('aria-expanded', 'true');
    const form = await canvas.findByRole('form', {
      name: consoleLabels.formLabel(endpointDocs.getBalance.title),
    });
    // Prefilled with the sandbox's public credentials; sending is the console's own story.
    await expect(within(form).getByRole('textbox', { name: consoleLabels.apiToken })).toHaveValue(
      'yt_sandbox_8b41e6d2c07f9a35',
    );
    await expect(within(form).queryByRole('textbox', { name: consoleLabels.body })).toBeNull();
    await userEvent.click(tryIt);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const ListCallOnAPhone: Story = {
  args: { id: 'listPaymentMethods', headingLevel: 4 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(5);
    await expect(
      canvas.getByText(/La liste en comptait 9 : seuls les 2 premiers éléments sont montrés/),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const BeforeItsScriptsRunItsButtonsSayWhy: Story = {
  args: { id: 'getBalance' },
  decorators: [asServerHtml],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tryIt = canvas.getByRole('button', {
      name: `${referenceLabels.tryIt} : ${endpointDocs.getBalance.title}`,
    });
    await expect(tryIt).toBeDisabled();
    await expect(tryIt).toHaveAccessibleDescription(scriptsPendingReason);
    // Said beside the main action; the small ones say it on hover and to screen readers.
    const reason = canvasElement.querySelector(`[id="${tryIt.getAttribute('aria-describedby')}"]`);
    await expect(reason).toBeVisible();
    const small = [
      ...canvas.getAllByRole('tab'),
      // The URL's, the shown sample's and the example answer's.
      ...canvas.getAllByRole('button', { name: /^Copier/ }),
    ];
    await expect(small).toHaveLength(4 + 3);
    for (const control of small) {
      await expect(control).toBeDisabled();
      await expect(control).toHaveAccessibleDescription(scriptsPendingReason);
      await expect(control).toHaveAttribute('title', scriptsPendingReason);
    }
    // The samples and the example answer read as they will.
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('get-balance');
  },
};
