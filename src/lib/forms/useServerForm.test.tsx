// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FormOutcomeContext, type FormOutcome } from './outcome';
import { useServerForm } from './useServerForm';

const schema = z.object({ email: z.string().check(z.minLength(3, 'Adresse trop courte')) });
const options = {
  form: 'password-reset',
  action: '/mot-de-passe-oublie',
  resolver: zodResolver(schema),
  empty: { email: '' },
} as const;

const rendered = (outcome?: FormOutcome) =>
  renderHook(() => useServerForm(options), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <FormOutcomeContext.Provider value={outcome}>{children}</FormOutcomeContext.Provider>
    ),
  });

const submitEvent = () =>
  ({
    preventDefault: () => {},
    persist: () => {},
    target: null,
  }) as unknown as FormEvent<HTMLFormElement>;

const answer = (outcome: FormOutcome) =>
  vi.fn(async () => new Response(JSON.stringify(outcome), { status: 200 }));

describe('useServerForm', () => {
  it('starts from what the server rendered the page with', () => {
    const { result } = rendered({
      form: 'password-reset',
      values: { email: 'awa@exemple' },
      errors: { email: 'Adresse invalide' },
      notice: 'Trop d’envois',
    });
    expect(result.current.methods.getValues()).toEqual({ email: 'awa@exemple' });
    expect(result.current.methods.formState.errors.email?.message).toBe('Adresse invalide');
    expect(result.current.notice).toBe('Trop d’envois');
    expect(result.current.typed('email')).toEqual({ defaultValue: 'awa@exemple' });
    expect(result.current.sent).toBeNull();
  });

  it('ignores the outcome of another form', () => {
    const { result } = rendered({ form: 'contact', values: { email: 'x' }, errors: {} });
    expect(result.current.methods.getValues()).toEqual({ email: '' });
  });

  it('sends to its page, is busy meanwhile, and puts the answer where the server would', async () => {
    let reply: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (reply = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { result } = rendered();
    act(() => result.current.methods.setValue('email', 'awa@exemple.sn'));
    act(() => result.current.onSubmit(submitEvent()));
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(fetch).toHaveBeenCalledWith('/mot-de-passe-oublie', expect.anything());
    const sent = {
      kind: 'message',
      reference: 'YN-7K2P9QX4',
      email: 'awa@exemple.sn',
      firstName: '',
    };
    await act(async () =>
      reply(
        new Response(
          JSON.stringify({ form: 'password-reset', values: {}, errors: {}, result: sent }),
        ),
      ),
    );
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.sent).toEqual(sent);

    act(() => result.current.startAgain({ email: 'awa@exemple.sn' }));
    expect(result.current.sent).toBeNull();
  });

  it('shows each field’s refusal from the server under its field', async () => {
    vi.stubGlobal(
      'fetch',
      answer({
        form: 'password-reset',
        values: { email: 'awa@exemple.sn' },
        errors: { email: 'Adresse refusée par le serveur' },
        notice: 'Vérifiez le champ signalé.',
      }),
    );
    const { result } = rendered();
    act(() => result.current.methods.setValue('email', 'awa@exemple.sn'));
    await act(async () => result.current.onSubmit(submitEvent()));
    await waitFor(() =>
      expect(result.current.methods.formState.errors.email?.message).toBe(
        'Adresse refusée par le serveur',
      ),
    );
    expect(result.current.notice).toBe('Vérifiez le champ signalé.');
  });

  it('sends nothing while the browser’s own checks refuse the values', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = rendered();
    await act(async () => result.current.onSubmit(submitEvent()));
    await waitFor(() =>
      expect(result.current.methods.formState.errors.email?.message).toBe('Adresse trop courte'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
