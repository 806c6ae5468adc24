import { describe, expect, it } from 'vitest';
import { errorNotice, type NoticeContext } from './errorNotice';
import { HttpError, NetworkError, SchemaMismatchError } from './errors';

const HERE = '/documentation/api?tab=curl#pay-in';
const query: NoticeContext = { origin: 'query', location: HERE };
const mutation: NoticeContext = { origin: 'mutation', location: HERE };

const refused = (status: number, title?: string) =>
  new HttpError(status, title ? { code: 'X', data: { title } } : null, 'GET /api/v1/transfer');

// One block per row of the spec's section 8 table that an API error reaches. The last three rows
// (route load error, unknown route, failed chunk preload) are the router's:
// src/app/routeErrors.test.tsx and src/app/staleDeploy.test.ts.
describe('errorNotice (spec 8)', () => {
  it('query fails with 401: "Session expired!", session cleared, sign-in with a way back', () => {
    const refusedKey =
      'Identifiants refusés : x-api-key ne correspond pas au compte du bac à sable.';
    expect(errorNotice(refused(401, refusedKey), query)).toEqual({
      title: 'Session expired!',
      lang: 'en',
      message: refusedKey,
      tone: 'destructive',
      effects: [
        { type: 'clearSession' },
        {
          type: 'navigate',
          to: '/sign-in?redirect=%2Fdocumentation%2Fapi%3Ftab%3Dcurl%23pay-in',
          reason: 'signIn',
        },
      ],
    });
  });

  it('401 on the sign-in page already: the session is cleared, no second redirect', () => {
    const notice = errorNotice(refused(401), {
      origin: 'query',
      location: '/sign-in?redirect=%2F',
    });
    expect(notice.effects).toEqual([{ type: 'clearSession' }]);
    expect(notice.message).toBeUndefined();
  });

  it('a mutation that fails with 401 is a lost session too', () => {
    expect(errorNotice(refused(401), mutation).effects.map((effect) => effect.type)).toEqual([
      'clearSession',
      'navigate',
    ]);
  });

  it('query fails with 500: "Internal Server Error!" and the 500 page', () => {
    expect(errorNotice(refused(500, 'Erreur interne.'), query)).toEqual({
      title: 'Internal Server Error!',
      lang: 'en',
      message: 'Erreur interne.',
      tone: 'destructive',
      effects: [{ type: 'navigate', to: '/500', reason: 'serverError' }],
    });
  });

  it('a mutation that fails with 500 stays on the page: the generic handler', () => {
    expect(errorNotice(refused(500, 'Erreur interne.'), mutation)).toEqual({
      title: 'Erreur interne.',
      tone: 'destructive',
      effects: [{ type: 'logError' }],
    });
  });

  it('mutation fails with 304: "Content not modified!", nothing else', () => {
    expect(errorNotice(refused(304), mutation)).toEqual({
      title: 'Content not modified!',
      lang: 'en',
      tone: 'neutral',
      effects: [],
    });
    // A query's 304 is not in the table: the generic handler.
    expect(errorNotice(refused(304), query).title).toBe('Something went wrong!');
  });

  it('any other error: logged, destructive "Something went wrong!"', () => {
    const others = [
      new NetworkError('GET /api/v1/transfer', new TypeError('Failed to fetch')),
      new SchemaMismatchError('GET /api/v1/transfer', ['data: expected array'], { data: {} }),
      new Error('boom'),
      'a thrown string',
      refused(502),
    ];
    for (const error of others) {
      expect(errorNotice(error, query)).toEqual({
        title: 'Something went wrong!',
        lang: 'en',
        tone: 'destructive',
        effects: [{ type: 'logError' }],
      });
    }
  });

  it('an error carrying status 204: "Content not found."', () => {
    expect(errorNotice(refused(204), query)).toMatchObject({
      title: 'Content not found.',
      lang: 'en',
      tone: 'destructive',
    });
    expect(errorNotice({ status: 204, body: null }, mutation).title).toBe('Content not found.');
  });

  it("an HTTP-client error: the title is the body's data.title, in the API's own language", () => {
    const title = 'Le montant (amount) doit être supérieur à zéro ; reçu : -5.';
    expect(errorNotice(refused(400, title), mutation)).toEqual({
      title,
      tone: 'destructive',
      effects: [{ type: 'logError' }],
    });
    // The same from an answer's status and body, without an HttpError.
    expect(errorNotice({ status: 403, body: { data: { title: 'Accès refusé.' } } }, query)).toEqual(
      { title: 'Accès refusé.', tone: 'destructive', effects: [{ type: 'logError' }] },
    );
    // A blank or malformed title is no title.
    expect(errorNotice({ status: 400, body: { data: { title: '  ' } } }, query).title).toBe(
      'Something went wrong!',
    );
    expect(errorNotice({ status: 400, body: '<html>' }, query).title).toBe('Something went wrong!');
  });

  it('a mutation with no function fails with "No mutationFn found": the generic handler', () => {
    // react-query throws it (src/api/queryClient.test.ts); here, what the user is told.
    expect(errorNotice(new Error('No mutationFn found'), mutation)).toMatchObject({
      title: 'Something went wrong!',
      effects: [{ type: 'logError' }],
    });
  });
});
