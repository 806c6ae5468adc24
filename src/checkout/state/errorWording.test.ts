import { describe, expect, it } from 'vitest';
import { NetworkError, SchemaMismatchError } from '../../api/payer';
import { describeLoadError, describePayError } from './errorWording';
import { httpError } from './testCheckout';

describe('describeLoadError', () => {
  it('tells a link that does not exist from a failure worth retrying', () => {
    expect(describeLoadError(httpError(404))).toEqual({ notFound: true });
    expect(describeLoadError(httpError(410)).notFound).toBe(true);
    expect(describeLoadError(httpError(503))).toEqual({
      notFound: false,
      message: { key: 'errors.server' },
    });
    expect(describeLoadError(new NetworkError('GET', new TypeError()))).toEqual({
      notFound: false,
      message: { key: 'errors.offline' },
    });
  });
});

describe('describePayError', () => {
  it('asks for the same request again, same key, when no answer came back', () => {
    expect(describePayError(new NetworkError('POST', new TypeError()), 'Wave', false)).toEqual({
      kind: 'form',
      error: { field: 'form', message: { key: 'errors.offline' } },
      keepAttempt: true,
      step: undefined,
    });
    expect(describePayError(httpError(502), 'Wave', false)).toMatchObject({
      error: { message: { key: 'errors.server' } },
      keepAttempt: true,
    });
    expect(
      describePayError(new SchemaMismatchError('POST', [], null), 'Wave', false),
    ).toMatchObject({ error: { message: { key: 'errors.unreadable' } }, keepAttempt: true });
  });

  it('sends the payer to the field the API refused', () => {
    const refused = (field: string, codeSent = false) =>
      describePayError(httpError(400, { data: { field } }), 'Wave', codeSent);
    expect(refused('phoneNumber')).toMatchObject({
      error: { field: 'phone', message: { key: 'phoneRefused', method: 'Wave' } },
      step: 'phone',
      keepAttempt: false,
    });
    expect(refused('paymentMethod')).toMatchObject({
      error: { field: 'method', message: { key: 'errors.methodRefused' } },
      step: 'method',
    });
    expect(refused('codeOtp')).toMatchObject({
      error: { field: 'otp', message: { key: 'otp.askedByNumber' } },
      step: 'otp',
      otpAsked: true,
    });
    expect(refused('codeOtp', true)).toMatchObject({
      error: { field: 'otp', message: { key: 'errors.otpRefused' } },
    });
    expect(refused('amount')).toMatchObject({
      error: { message: { key: 'errors.invalidRequest' } },
    });
  });

  it('tells a vanished link, a paid or busy link and a changed request apart', () => {
    expect(describePayError(httpError(404), 'Wave', false)).toEqual({ kind: 'notFound' });
    expect(describePayError(httpError(409), 'Wave', false)).toEqual({ kind: 'conflict' });
    expect(
      describePayError(httpError(422, { code: 'IDEMPOTENCY_KEY_REUSED' }), 'Wave', false),
    ).toMatchObject({
      error: { message: { key: 'errors.changedSinceLastTry' } },
      keepAttempt: false,
    });
    expect(describePayError(httpError(403), 'Wave', false)).toMatchObject({
      error: { message: { key: 'errors.refusedAccess' } },
      keepAttempt: false,
    });
  });
});
