import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sandboxSignupCopy as copy } from '../../src/content/sandboxSignup';
import { FormOutcomeContext } from '../../src/lib/forms';
import { SandboxSignup } from '../../src/sections/SandboxSignup';

const ACTION = '/documentation/prerequis';
/** What the story's server answers: fixed values, so the screenshots never change. */
const created = {
  kind: 'sandbox' as const,
  name: 'Boutique',
  apiKey: 'yk_dev_Story0000000000000000',
  apiToken: 'yt_dev_Story000000000000000000000000',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdG9yeSJ9.c3Rvcnk',
  webhookSecret: 'whsec_U3RvcnlTZWNyZXRTdG9yeVNlY3JldA==',
};
const posted = fn<(values: Record<string, string>) => void>();

const meta = {
  title: 'Sections/SandboxSignup',
  component: SandboxSignup,
  args: { action: ACTION },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  parameters: {
    msw: {
      handlers: [
        http.post(ACTION, async ({ request }) => {
          const values = (await request.json()) as Record<string, string>;
          posted(values);
          return HttpResponse.json({
            form: 'sandbox',
            values: { name: values.name ?? '' },
            errors: {},
            result: { ...created, name: values.name ?? '' },
          });
        }),
      ],
    },
  },
  beforeEach: () => {
    posted.mockClear();
  },
} satisfies Meta<typeof SandboxSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    name: canvas.getByRole('textbox', { name: /^Nom du bac à sable/ }),
    submit: canvas.getByRole('button', { name: copy.submit }),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name, submit } = parts(canvasElement);
    await expect(canvas.getByRole('heading', { name: copy.title })).toBeVisible();
    await expect(name).toHaveAccessibleDescription(copy.nameHint(80));
    await expect(submit).toHaveAttribute('type', 'submit');
    // A form that posts to its page: it works before and without JavaScript.
    const form = submit.closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', ACTION);
    await expect(canvas.queryByText(/YONNEE_API_KEY/)).toBeNull();
  },
};

export const NameTooLongIsRefusedBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name, submit } = parts(canvasElement);
    await userEvent.type(name, 'x'.repeat(81));
    await userEvent.click(submit);
    await expect(await canvas.findByText(copy.nameTooLong(80))).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(posted).not.toHaveBeenCalled();
  },
};

export const CreatedShowsTheCredentialsOnce: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name, submit } = parts(canvasElement);
    await userEvent.type(name, 'Boutique');
    await userEvent.click(submit);
    await expect(await canvas.findByText(copy.created)).toBeVisible();
    // Highlighted, the code is split in spans: read the block's whole text.
    await expect(canvasElement.querySelector('pre')).toHaveTextContent(
      /export YONNEE_API_KEY="yk_dev_Story/,
    );
    await expect(canvas.getByRole('button', { name: /Copier/ })).toBeVisible();
    await expect(posted).toHaveBeenCalledWith({ name: 'Boutique', _form: 'sandbox', website: '' });
    await expect(name).toHaveValue('');
  },
};

/** Posted without JavaScript: the page the server renders carries the new credentials. */
export const AnsweredByTheServer: Story = {
  decorators: [
    (Story) => (
      <FormOutcomeContext.Provider
        value={{ form: 'sandbox', values: { name: 'Boutique' }, errors: {}, result: created }}
      >
        <Story />
      </FormOutcomeContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const { canvas, name } = parts(canvasElement);
    await expect(canvas.getByText(copy.created)).toBeVisible();
    await expect(canvasElement.querySelector('pre')).toHaveTextContent(
      /YONNEE_WEBHOOK_SECRET="whsec_U3Rvcn/,
    );
    await expect(name).toHaveValue('');
  },
};

/** The server refused (too many sandboxes from this address): the form says so, name kept. */
export const RefusedByTheServer: Story = {
  decorators: [
    (Story) => (
      <FormOutcomeContext.Provider
        value={{
          form: 'sandbox',
          values: { name: 'Boutique' },
          errors: {},
          notice:
            'Trop de bacs à sable créés depuis votre adresse dans l’heure : réessayez dans 42 min, ou réutilisez les identifiants déjà reçus.',
        }}
      >
        <Story />
      </FormOutcomeContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const { canvas, name } = parts(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Trop de bacs à sable/);
    await expect(name).toHaveValue('Boutique');
    await expect(canvas.queryByText(/YONNEE_API_KEY/)).toBeNull();
  },
};
