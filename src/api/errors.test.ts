import { describe, expect, it } from 'vitest';
import { errorBodyCode, errorBodyField, errorBodyTitle, HttpError } from './errors';

const refused = new HttpError(
  400,
  {
    code: 'INVALID_FIELD',
    message: 'Requête invalide',
    data: { title: '  Numéro refusé  ', field: 'phoneNumber' },
  },
  'POST /x',
);

describe('reading an error answer’s body', () => {
  it('gives the API’s title, the refused field and the code', () => {
    expect(errorBodyTitle(refused)).toBe('Numéro refusé');
    expect(errorBodyField(refused)).toBe('phoneNumber');
    expect(errorBodyCode(refused)).toBe('INVALID_FIELD');
  });

  it('reads a plain { status, body } answer as well as an HttpError', () => {
    const answer = { status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'm' } };
    expect(errorBodyCode(answer)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(errorBodyField(answer)).toBeUndefined();
  });

  it.each([
    ['a text body', new HttpError(500, '<html>oops</html>', 'GET /x')],
    ['an empty body', new HttpError(502, null, 'GET /x')],
    ['a body of another shape', new HttpError(400, { code: 42, data: 'x' }, 'GET /x')],
    ['a blank title', new HttpError(400, { code: 'X', message: 'm', data: { title: ' ' } }, 'x')],
    ['no answer at all', new Error('offline')],
  ])('gives nothing for %s', (_, error) => {
    expect(errorBodyTitle(error)).toBeUndefined();
    expect(errorBodyField(error)).toBeUndefined();
  });
});
