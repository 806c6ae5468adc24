// Sandbox assumption: a payment link may name where its receipt sends the payer back.
import { describe, expect, it } from 'vitest';
import { createSandboxService } from './node';
import { credentialHeaders } from './testServer';

const ORIGIN = 'https://pay.yonnee.test';
const service = createSandboxService({ openApiDocument: {}, publicOrigin: ORIGIN });

const createLink = (extra: Record<string, unknown>) =>
  service.handle(
    new Request(`${ORIGIN}/api/v1/transaction/pay-in-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...credentialHeaders },
      body: JSON.stringify({
        amount: 500,
        country: 'SN',
        currency: 'XOF',
        product: 'Thé',
        ...extra,
      }),
    }),
  );

const detailsOf = async (created: Response) => {
  const { data } = (await created.json()) as { data: { token: string } };
  const answer = await service.handle(
    new Request(`${ORIGIN}/api/v1/transaction/pay-in-url/${data.token}`),
  );
  return ((await answer.json()) as { data: { returnUrl?: string | null } }).data;
};

describe('a payment link’s return address', () => {
  it('is kept and shown to the payment page', async () => {
    const details = await detailsOf(
      await createLink({ returnUrl: 'https://boutique.example/merci' }),
    );
    expect(details.returnUrl).toBe('https://boutique.example/merci');
  });

  it('is kept as the URL parser reads it: spaces around it gone, host in lower case', async () => {
    const details = await detailsOf(
      await createLink({ returnUrl: ' https://Boutique.EXAMPLE/merci?x=1 ' }),
    );
    expect(details.returnUrl).toBe('https://boutique.example/merci?x=1');
  });

  it('is null when none is given', async () => {
    expect((await detailsOf(await createLink({}))).returnUrl).toBeNull();
  });

  it.each([
    'http://boutique.example/merci',
    'javascript:alert(1)',
    'https://user:secret@boutique.example/',
    'boutique.example',
    `https://boutique.example/${'a'.repeat(2100)}`,
    'data:text/html,<h1>x</h1>',
    '//boutique.example/merci',
    'https://',
    'https://bou tique.example/',
    42,
    ['https://boutique.example/'],
    { href: 'https://boutique.example/' },
  ])('refuses %j with a 400 naming the field', async (returnUrl) => {
    const answer = await createLink({ returnUrl });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { data: { field?: string; title: string } };
    expect(body.data.field).toBe('returnUrl');
    expect(body.data.title).toMatch(/adresse de retour|returnUrl/i);
  });
});
