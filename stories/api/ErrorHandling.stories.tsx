import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCreatePayout, useTransfers, type EndpointId } from '../../src/api';
import { Button, Heading, resetToasts, Spinner, Stack, Text, Toaster } from '../../src/kit';
import { createSandbox, SAMPLE_TIME, type Scenario } from '../../src/sandbox';
import type { StoryLoaded } from '../support/loaders';
import { holdToastOpen } from '../support/toastPointer';
import { withAppQueryClient } from '../support/withAppQueryClient';

/** The auth store's reset, as the app wires it; cleared before each story. */
const resetSession = fn();

interface PayoutsDemoProps {
  /** National number the "Verser" button pays. */
  phoneNumber: string;
}

/** A page-like consumer of the API: the payout list and a payout button, with the app's toaster. */
function PayoutsDemo({ phoneNumber }: PayoutsDemoProps) {
  const transfers = useTransfers();
  const createPayout = useCreatePayout();
  return (
    <Stack gap={4}>
      <Heading level={2}>Versements</Heading>
      {transfers.isPending ? <Spinner label="Chargement des versements" /> : null}
      {transfers.isError ? <Text>La liste des versements est indisponible.</Text> : null}
      {transfers.data ? (
        <ul aria-label="Versements">
          {transfers.data.map((payout) => (
            <li key={payout.id}>
              {payout.transactionId} : {payout.amount} {payout.currency} ({payout.paymentMethod},{' '}
              {payout.status})
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button
          onClick={() =>
            createPayout.mutate({
              amount: 200,
              currency: 'XOF',
              paymentMethod: 'WAVESN',
              prefixPhone: '221',
              phoneNumber,
            })
          }
        >
          Verser 200 XOF
        </Button>
      </div>
      <Toaster />
    </Stack>
  );
}

type ScenarioParameter = { scenario: Scenario; only: EndpointId[] };

const meta = {
  title: 'Api/ErrorHandling',
  component: PayoutsDemo,
  args: { phoneNumber: '770000001' },
  parameters: { route: '/documentation/versement', visual: { fullPage: true } },
  beforeEach: ({ msw, parameters }) => {
    resetToasts();
    resetSession.mockClear();
    // A fresh sandbox per story, so what one story creates never shows in another.
    const sandbox = createSandbox({ now: () => SAMPLE_TIME });
    const forced = parameters.sandbox as ScenarioParameter | undefined;
    if (forced) sandbox.scenarios.set(forced.scenario, forced.only);
    msw.use(...sandbox.handlers);
  },
  decorators: [withAppQueryClient(resetSession)],
} satisfies Meta<typeof PayoutsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Clicks the payout button, then takes focus off it: its focus ring's corners render unevenly. */
async function pay(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole('button', { name: 'Verser 200 XOF' });
  await userEvent.click(button);
  button.blur();
}
const historyOf = (loaded: unknown) => (loaded as StoryLoaded).location.history;

export const ListsPayoutsFromTheSandbox: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Versements' });
    await expect(within(list).getByText('YN-PO-000001 : 200 XOF (WAVESN, SUCCESS)')).toBeVisible();
    await pay(canvasElement);
    // The payout invalidates the list, which now shows it first.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('YN-PO-000002');
  },
};

export const ExpiredSessionSendsToSignIn: Story = {
  parameters: { sandbox: { scenario: 'unauthorized', only: ['listPayouts'] } },
  play: async ({ canvasElement, loaded }) => {
    const title = await body(canvasElement).findByText('Session expired!');
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(title.closest('li')).toHaveAttribute('data-variant', 'destructive');
    await expect(resetSession).toHaveBeenCalledTimes(1);
    await expect(historyOf(loaded).at(-1)).toBe('/sign-in?redirect=%2Fdocumentation%2Fversement');
    await holdToastOpen(title);
  },
};

export const ServerErrorOpensThe500Page: Story = {
  parameters: { sandbox: { scenario: 'serverError', only: ['listPayouts'] } },
  play: async ({ canvasElement, loaded }) => {
    const title = await body(canvasElement).findByText('Internal Server Error!');
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/500'));
    await holdToastOpen(title);
  },
};

export const RefusedPayoutShowsTheApiTitle: Story = {
  args: { phoneNumber: '12345' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Versements' });
    await pay(canvasElement);
    const title = await body(canvasElement).findByText(
      "Le numéro « 12345 » n'est pas un numéro mobile valide au Sénégal : 9 chiffres commençant par 70, 75, 76, 77 ou 78, sans l'indicatif ni espaces.",
    );
    await expect(title.closest('li')).toHaveAttribute('data-variant', 'destructive');
    await holdToastOpen(title);
  },
};

export const UnreadableAnswerIsSomethingWentWrong: Story = {
  parameters: { sandbox: { scenario: 'malformed', only: ['createPayout'] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Versements' });
    await pay(canvasElement);
    const title = await body(canvasElement).findByText('Something went wrong!');
    await expect(title.closest('li')).toHaveAttribute('data-variant', 'destructive');
    await holdToastOpen(title);
  },
};
