// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBalance } from '../../api/calls';
import { HttpError } from '../../api/errors';
import { consoleLabels as copy } from '../../content/docs/apiReference';
import { setupSandboxServer } from '../../sandbox/testServer';
import { TryItConsole } from './TryItConsole';

setupSandboxServer();

const consoleNamed = (title: string) => screen.getByRole('form', { name: copy.formLabel(title) });

describe('two consoles on one page', () => {
  it('each sends its own credentials, and leaves none behind for other calls', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TryItConsole endpoint="getBalance" title="Solde A" />
        <TryItConsole endpoint="getBalance" title="Solde B" />
      </>,
    );
    const first = consoleNamed('Solde A');
    const key = within(first).getByRole('textbox', { name: copy.apiKey });
    await user.clear(key);
    await user.type(key, 'yk_live_inconnue');
    await user.click(within(first).getByRole('button', { name: copy.send }));
    await user.click(within(consoleNamed('Solde B')).getByRole('button', { name: copy.send }));

    const [statusA, statusB] = await screen.findAllByText(/^Réponse reçue/);
    expect(statusA).toHaveTextContent(/^Réponse reçue : 401 Unauthorized/);
    expect(statusB).toHaveTextContent(/^Réponse reçue : 200 OK/);
    // A call made elsewhere on the page, with no credentials, sends none: not console A's key.
    const bare = await getBalance().catch((error: unknown) => error);
    expect(bare).toBeInstanceOf(HttpError);
    expect((bare as HttpError).body).toMatchObject({
      data: { title: expect.stringMatching(/^Identifiants manquants : x-api-key/) },
    });
  });
});
