import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleLabels as copy } from '../../src/content/docs/apiReference';
import { createSandbox, SAMPLE_TIME } from '../../src/sandbox';
import { TryItConsole } from '../../src/sections/TryItConsole';
import { withRoom } from '../kit/withRoom';

/** Two readings 42 ms apart, over and over: the measured time never changes a screenshot. */
const steadyClock = () => {
  let tick = 0;
  return () => (tick++ % 2 === 0 ? 1000 : 1042);
};

const payout = {
  amount: 200,
  currency: 'XOF',
  paymentMethod: 'WAVESN',
  prefixPhone: '221',
  phoneNumber: '770000001',
  description: 'Remboursement commande n° 1038',
};

type Forced = 'networkError' | undefined;

const meta = {
  title: 'Sections/TryItConsole',
  component: TryItConsole,
  decorators: [withRoom],
  args: {
    endpoint: 'createPayout',
    title: 'Effectuer un versement',
    body: payout,
    now: steadyClock(),
    newKey: () => '7f3c2a10-5b8e-4d21-9c6a-0e4b1f2d3c4a',
  },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  beforeEach: ({ msw, parameters }) => {
    // A fresh sandbox per story, at the samples' time and with one request id, so ids, dates and
    // the answer's headers never move.
    const sandbox = createSandbox({
      now: () => SAMPLE_TIME,
      newRequestId: () => 'req_5a1e0c9d2b7f4e86a3c1d0f9b8e7a6c5',
    });
    const forced = parameters.forced as Forced;
    if (forced) sandbox.scenarios.set(forced);
    msw.use(...sandbox.handlers);
  },
} satisfies Meta<typeof TryItConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: copy.send }));

/** The notice's headline, in bold at the top of the alert. */
const headline = (alert: HTMLElement) => alert.querySelector('strong');

const summary = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling;

export const PrefilledSendReachesTheSandbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('form', { name: copy.formLabel('Effectuer un versement') }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: copy.apiKey })).toHaveValue(
      'yk_sandbox_5f2c9a7e41d3b806',
    );
    await expect(canvas.getByRole('textbox', { name: copy.body })).toHaveValue(
      JSON.stringify(payout, null, 2),
    );
    await send(canvasElement);
    await canvas.findByText('Réponse reçue : 200 OK en 42 ms.');
    await expect(summary(canvasElement, copy.status)).toHaveTextContent('200 OK');
    await expect(summary(canvasElement, copy.duration)).toHaveTextContent('42 ms');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // What was sent, headers included, and what came back.
    const codes = [...canvasElement.querySelectorAll('pre')].map((pre) => pre.textContent ?? '');
    await expect(codes[0]).toContain('POST /api/v1/transfer/create');
    await expect(codes[0]).toContain('Idempotency-Key: 7f3c2a10-5b8e-4d21-9c6a-0e4b1f2d3c4a');
    await expect(codes[1]).toContain('content-type: application/json');
    await expect(codes[2]).toContain('"transactionId": "YN-PO-000002"');
    await expect(codes[2]).toContain('"realAmount": 204');
  },
};

export const BadAmountIsRefusedWith400: Story = {
  args: { body: { ...payout, amount: -5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvasElement);
    await canvas.findByText('Réponse reçue : 400 Bad Request en 42 ms.');
    // The catalogue shows an HTTP-client error with the API's own data.title.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Le montant (amount) doit être supérieur à zéro ; reçu : -5.',
    );
    const codes = [...canvasElement.querySelectorAll('pre')].map((pre) => pre.textContent ?? '');
    await expect(codes.at(-1)).toContain('"field": "amount"');
  },
};

export const WrongKeyIsRefusedWith401: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const key = canvas.getByRole('textbox', { name: copy.apiKey });
    await userEvent.clear(key);
    await userEvent.type(key, 'yk_live_inconnue');
    await send(canvasElement);
    await canvas.findByText('Réponse reçue : 401 Unauthorized en 42 ms.');
    // The API's own words head the notice: they say which key was refused.
    const alert = canvas.getByRole('alert');
    await expect(headline(alert)).toHaveTextContent(
      'Identifiants refusés : x-api-key ne correspond pas au compte du bac à sable.',
    );
    await expect(headline(alert)).not.toHaveAttribute('lang');
    // Spec 8's reading, as what an app would do; the console itself does none of it.
    await expect(within(alert).getByText('Session expired!')).toHaveAttribute('lang', 'en');
    await expect(alert).toHaveTextContent(
      `${copy.appReaction.clearSession} et ${copy.appReaction.signIn}. ${copy.appReaction.here}`,
    );
    await expect(canvasElement.querySelectorAll('pre')[0]).toHaveTextContent(
      'x-api-key: yk_live_inconnue',
    );
    await expect(canvasElement.querySelectorAll('pre')[2]).toHaveTextContent(
      'ne correspond pas au compte du bac à sable',
    );
    // The button kept the focus through the request: a keyboard user goes on from there.
    await expect(canvas.getByRole('button', { name: copy.send })).toHaveFocus();
  },
};

export const NetworkErrorSaysNoAnswerCame: Story = {
  parameters: { forced: 'networkError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvasElement);
    await canvas.findByText(copy.unanswered(42));
    const alert = canvas.getByRole('alert');
    await expect(headline(alert)).toHaveTextContent('Something went wrong!');
    await expect(headline(alert)).toHaveAttribute('lang', 'en');
    await expect(alert).toHaveTextContent(copy.networkHelp);
    await expect(alert).toHaveTextContent(`et ${copy.appReaction.logError}.`);
  },
};

export const InvalidJsonIsCaughtBeforeSending: Story = {
  args: { body: undefined, endpoint: 'createPayout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByRole('textbox', { name: copy.body });
    await userEvent.type(body, '{{ "amount": ');
    await send(canvasElement);
    await expect(body).toHaveFocus();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Le corps n’est pas du JSON valide/);
    await expect(canvas.queryByText(/^Réponse reçue/)).toBeNull();
  },
};

export const InvalidJsonClearsTheLastResponse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvasElement);
    await canvas.findByText('Réponse reçue : 200 OK en 42 ms.');
    await expect(canvas.getByRole('heading', { name: copy.result })).toBeVisible();
    const body = canvas.getByRole('textbox', { name: copy.body });
    await userEvent.clear(body);
    await userEvent.type(body, '{{ "amount": ');
    await send(canvasElement);
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Le corps n’est pas du JSON valide/);
    // The last answer is gone: it was not the answer to this body, which was never sent.
    await expect(canvas.queryByRole('heading', { name: copy.result })).toBeNull();
    await expect(canvas.queryByText(/^Réponse reçue/)).toBeNull();
    await expect(canvasElement.querySelectorAll('pre')).toHaveLength(0);
  },
};

export const ReadingCallOnAPhone: Story = {
  args: {
    endpoint: 'getTransactionStatus',
    title: 'Suivre le statut d’un encaissement',
    params: { transactionId: 'YN-PI-000002' },
    body: undefined,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: copy.body })).toBeNull();
    await expect(
      canvas.getByRole('textbox', { name: copy.pathParameter('transactionId') }),
    ).toHaveValue('YN-PI-000002');
    await send(canvasElement);
    await canvas.findByText('Réponse reçue : 200 OK en 42 ms.');
    await expect(canvasElement.querySelectorAll('pre')[2]).toHaveTextContent(
      '"status": "REJECTED"',
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
