import { describe, expect, it } from 'vitest';
import { endpoints, specifiedEndpointIds } from '../api/endpoints';
import { endpointDocs } from '../content/docs/apiReference';
import { buildApiReference } from './apiReference';

const reference = await buildApiReference();

describe('the API reference data', () => {
  it('documents exactly the calls of spec 7', () => {
    expect(Object.keys(reference).sort()).toEqual([...specifiedEndpointIds].sort());
    expect(Object.keys(endpointDocs).sort()).toEqual([...specifiedEndpointIds].sort());
  });

  it('takes methods and paths from the API layer', () => {
    for (const entry of Object.values(reference)) {
      const endpoint = endpoints[entry.id];
      expect(entry.method).toBe(endpoint.method);
      expect(entry.path).toBe(endpoint.path.replace(/:(\w+)/g, '{$1}'));
    }
  });

  it('lists every request field with its type, whether it is required and its meaning', () => {
    const payout = reference.createPayout.body!;
    expect(payout.find((f) => f.name === 'amount')).toMatchObject({
      type: 'nombre',
      required: true,
    });
    expect(payout.find((f) => f.name === 'ipn')).toMatchObject({ type: 'chaîne', required: false });
    expect(reference.createMassPayout.body!.map((f) => f.name)).toContain(
      'payOutMassList[].paiement_method',
    );
    expect(reference.listPayouts.body).toBeNull();
    expect(reference.getTransactionStatus.pathParameters.map((p) => p.name)).toEqual([
      'transactionId',
    ]);
  });

  it('shows what the sandbox answers to the example, and that answer fits the schema', () => {
    for (const entry of Object.values(reference)) {
      expect(entry.example.status).toBe(200);
      if (entry.example.shortenedFrom) continue;
      expect(endpoints[entry.id].response.safeParse(entry.example.response).success).toBe(true);
    }
    expect(reference.listPayouts.example.response).toMatchObject({
      message: 'Transfer List of merchant',
    });
    expect(reference.createMassPayout.example.response).toMatchObject({
      message: 'Multiple payouts with success',
    });
  });

  it('follows the example pay-in with its status', () => {
    const payIn = reference.payInMobile.example.response as {
      data: { paymentTransactionId: string };
    };
    expect(reference.getTransactionStatus.example.params.transactionId).toBe(
      payIn.data.paymentTransactionId,
    );
  });

  it('lists the errors of each call, with the credentials error everywhere', () => {
    for (const entry of Object.values(reference)) {
      expect(entry.errors.map((e) => e.status)).toContain(401);
    }
    expect(reference.createPayout.errors.map((e) => e.status)).toEqual(
      expect.arrayContaining([400, 422]),
    );
  });

  it('writes samples that call the right path with an idempotency key when money moves', () => {
    const { curl, javascript, php, python } = reference.createPayout.samples;
    for (const sample of [curl, javascript, php, python]) {
      expect(sample).toContain('/api/v1/transfer/create');
      expect(sample).toContain('Idempotency-Key');
    }
    expect(reference.getBalance.samples.curl).not.toContain('Idempotency-Key');
    expect(python).toContain('"amount": 200');
    expect(php).toContain("'amount' => 200");
  });
});

describe('the API reference data in English', () => {
  // Built inside the test: a field or an error without its English fails this test by name,
  // not the whole file at collection.
  it('is the same calls, fields, samples and answers, with English words around them', async () => {
    const english = await buildApiReference('en');
    for (const id of Object.keys(endpointDocs) as (keyof typeof endpointDocs)[]) {
      const [fr, en] = [reference[id], english[id]];
      expect(en.samples, id).toEqual(fr.samples);
      expect(en.example, id).toEqual(fr.example);
      expect(
        en.body?.map((f) => [f.name, f.required]),
        id,
      ).toEqual(fr.body?.map((f) => [f.name, f.required]));
      expect(
        en.errors.map((e) => e.status),
        id,
      ).toEqual(fr.errors.map((e) => e.status));
      for (const [i, error] of en.errors.entries())
        expect(error.description, `${id} ${error.status}`).not.toBe(fr.errors[i]!.description);
    }
    expect(english.createPayout.body!.find((f) => f.name === 'amount')).toMatchObject({
      type: 'number',
      description: 'Amount, as a number (not a string), in the given currency.',
    });
  });
});
