import { describe, expect, it } from 'vitest';
import { NetworkError, SchemaMismatchError } from '../../api/payer';
import { checkoutCopy as copy } from '../copy';
import { describeLoadError, describePayError } from './errorWording';
import { httpError } from './testCheckout';

describe('describeLoadError', () => {
  it('tells a link that does not exist from a failure worth retrying', () => {
    expect(describeLoadError(copy, httpError(404))).toEqual({
      notFound: true,
      message: copy.unavailable.notFound.text,
    });
    expect(describeLoadError(copy, httpError(410)).notFound).toBe(true);
    expect(describeLoadError(copy, httpError(503))).toEqual({
      notFound: false,
      message: copy.errors.server,
    });
    expect(describeLoadError(copy, new NetworkError('GET', new TypeError()))).toEqual({
      notFound: false,
      message: copy.errors.offline,
    });
  });
});

describe('describePayError', () => {
  it('asks for the same request again, same key, when no answer came back', () => {
    expect(
      describePayError(copy, new NetworkError('POST', new TypeError()), 'Wave', false),
    ).toEqual({
      kind: 'form',
      error: { field: 'form', message: copy.errors.offline },
      keepAttempt: true,
      step: undefined,
    });
    expect(describePayError(copy, httpError(502), 'Wave', false)).toMatchObject({
      error: { message: copy.errors.server },
      keepAttempt: true,
    });
    expect(
      describePayError(copy, new SchemaMismatchError('POST', [], null), 'Wave', false),
    ).toMatchObject({ error: { message: copy.errors.unreadable }, keepAttempt: true });
  });

  it('sends the payer to the field the API refused', () => {
    const refused = (field: string, codeSent = false) =>
      describePayError(copy, httpError(400, { data: { field } }), 'Wave', codeSent);
    expect(refused('phoneNumber')).toMatchObject({
      error: { field: 'phone', message: copy.errors.phoneRefused('Wave') },
      step: 'phone',
      keepAttempt: false,
    });
    expect(refused('paymentMethod')).toMatchObject({
      error: { field: 'method', message: copy.errors.methodRefused },
      step: 'method',
    });
    expect(refused('codeOtp')).toMatchObject({
      error: { field: 'otp', message: copy.otp.askedByNumber },
      step: 'otp',
      otpAsked: true,
    });
    expect(refused('codeOtp', true)).toMatchObject({
      error: { field: 'otp', message: copy.errors.otpRefused },
    });
    expect(refused('amount')).toMatchObject({ error: { message: copy.errors.invalidRequest } });
  });

  it('tells a vanished link, a paid or busy link and a changed request apart', () => {
    expect(describePayError(copy, httpError(404), 'Wave', false)).toEqual({ kind: 'notFound' });
    expect(describePayError(copy, httpError(409), 'Wave', false)).toEqual({ kind: 'conflict' });
    expect(
      describePayError(copy, httpError(422, { code: 'IDEMPOTENCY_KEY_REUSED' }), 'Wave', false),
    ).toMatchObject({ error: { message: copy.errors.changedSinceLastTry }, keepAttempt: false });
    expect(describePayError(copy, httpError(403), 'Wave', false)).toMatchObject({
      error: { message: copy.errors.refusedAccess },
      keepAttempt: false,
    });
  });
});
