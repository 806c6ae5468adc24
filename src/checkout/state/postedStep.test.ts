// The checkout's steps as the Node server takes them without JavaScript, against the real
// sandbox (in process): each posted form moves the state as the browser would, and hostile
// input is refused with a status and a French message naming the field.
import { describe, expect, it } from 'vitest';
import { getPaymentLink, listPaymentLinkMethods } from '../../api/payer';
import { SANDBOX_CREDENTIALS } from '../../api/sandboxCredentials';
import { TEST_CARDS } from '../../api/sandboxTestNumbers';
import { cardFormCopy } from '../cardCopy';
import { cardFieldNames as c } from '../cardRules';
import { createSandboxService } from '../../sandbox/node';
import { checkoutCopy as copy } from '../copy';
import { englishWords } from '../language/en';
import { postedCopy, postedCopyEn } from '../postedCopy';
import { checkoutActions, checkoutFields as f } from './formFields';
import { postCheckoutStep, resumeCheckout, type ServerCheckout } from './postedStep';
import { wordMessage } from './messages';
import type { PreloadedLink } from './preloadedLink';
import type { FormError } from './state';

const ORIGIN = 'https://pay.yonnee.test';

/** An error as a French page shows it, or as an English one with `lang`. */
const worded = (error: FormError | undefined, lang: 'fr' | 'en' = 'fr') =>
  error && {
    field: error.field,
    message: wordMessage({ lang, copy: lang === 'en' ? englishWords.copy : copy }, error.message),
  };

/** `unreachable`: the requests that get no answer, as over a network that failed. */
async function setUp({ unreachable }: { unreachable?: (request: Request) => boolean } = {}) {
  const service = createSandboxService({ openApiDocument: {}, publicOrigin: ORIGIN });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    service.handle(new Request(input, init));
  const created = await service.handle(
    new Request(`${ORIGIN}/api/v1/transaction/pay-in-url`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': SANDBOX_CREDENTIALS.apiKey,
        'X-API-TOKEN': SANDBOX_CREDENTIALS.apiToken,
        Authorization: `Bearer ${SANDBOX_CREDENTIALS.jwt}`,
      },
      body: JSON.stringify({ amount: 2500, country: 'SN', currency: 'XOF', product: 'Mangues' }),
    }),
  );
  const { data } = (await created.json()) as { data: { urlPayIn: string } };
  const token = new URL(data.urlPayIn).pathname.split('/').at(-1)!;
  const api = { fetch, baseUrl: ORIGIN };
  const [link, methods] = await Promise.all([
    getPaymentLink(token, api),
    listPaymentLinkMethods(token, api),
  ]);
  const preloaded: PreloadedLink = { link: link.data, groups: methods.data };
  const failing = (input: RequestInfo | URL, init?: RequestInit) =>
    unreachable?.(new Request(input, init))
      ? Promise.reject(new TypeError('fetch failed'))
      : fetch(input, init);
  const words = {
    fr: { copy, card: cardFormCopy, posted: postedCopy },
    en: { copy: englishWords.copy, card: englishWords.card!, posted: postedCopyEn },
  };
  const context = { token, api: { ...api, fetch: failing }, now: Date.now, words };
  /** Posts one form with the state kept so far; returns the outcome and the state kept next. */
  const post = async (kept: ServerCheckout | undefined, fields: Record<string, string>) => {
    const outcome = await postCheckoutStep(preloaded, kept, fields, context);
    return { ...outcome, next: outcome.kept === undefined ? kept : (outcome.kept ?? undefined) };
  };
  return { preloaded, context, post };
}

/** Method then number: the state kept after both steps went on. */
async function upToPayment(post: Awaited<ReturnType<typeof setUp>>['post'], method: string) {
  const chosen = await post(undefined, { [f.step]: 'method', [f.method]: method });
  expect(chosen.status).toBe(303);
  return chosen.next;
}

describe('a checkout posted without JavaScript', () => {
  it('goes from the method to the receipt, numbering each kept state', async () => {
    const { post } = await setUp();
    const kept = await upToPayment(post, 'WAVESN');
    expect(kept?.saved.screen).toEqual({ name: 'form', step: 'phone', sending: false });
    expect(kept?.saved.serverStep).toBe(1);
    const paid = await post(kept, { [f.step]: 'phone', [f.phone]: '77 000 00 01' });
    expect(paid.status).toBe(303);
    expect(paid.next?.saved.screen.name).toBe('success');
    expect(paid.next?.saved.serverStep).toBe(2);
    // Sealed in the server's cookie (unlike session storage), the number stays for the receipt.
    expect(paid.next?.saved.screen).toMatchObject({ receipt: { phone: '770000001' } });
  });

  it('asks the code for the OTP number, never keeps it, and pays with it', async () => {
    const { post } = await setUp();
    const kept = await upToPayment(post, 'WAVESN');
    const asked = await post(kept, { [f.step]: 'phone', [f.phone]: '770000004' });
    expect(asked.status).toBe(400);
    expect(worded(asked.preloaded.error)).toEqual({
      field: 'otp',
      message: copy.otp.askedByNumber,
    });
    expect(asked.next?.saved.screen).toEqual({ name: 'form', step: 'otp', sending: false });
    const wrong = await post(asked.next, { [f.step]: 'otp', [f.otp]: '12a' });
    expect(wrong.status).toBe(400);
    expect(wrong.preloaded.error?.field).toBe('otp');
    expect(JSON.stringify(wrong.next)).not.toContain('12a');
    const paid = await post(asked.next, { [f.step]: 'otp', [f.otp]: '123456' });
    expect(paid.status).toBe(303);
    expect(JSON.stringify(paid.next)).not.toContain('123456');
  });

  it('follows a pending payment at each refresh, ever less often', async () => {
    const { post, preloaded, context } = await setUp();
    const kept = await upToPayment(post, 'WAVESN');
    const sent = await post(kept, { [f.step]: 'phone', [f.phone]: '770000003' });
    expect(sent.next?.saved.screen.name).toBe('pending');
    const first = await resumeCheckout(preloaded, sent.next!, context);
    const second = await resumeCheckout(preloaded, first.kept, context);
    expect(first.refreshSeconds).toBe(2);
    expect(second.refreshSeconds).toBe(3);
    expect(second.preloaded.resumed?.screen.name).toBe('pending');
  });

  it('withdraws a pending payment to change the number, or to cancel', async () => {
    const { post } = await setUp();
    const kept = await upToPayment(post, 'WAVESN');
    const sent = await post(kept, { [f.step]: 'phone', [f.phone]: '770000003' });
    const changed = await post(sent.next, {
      [f.step]: 'pending',
      [f.action]: checkoutActions.changeNumber,
    });
    expect(changed.status).toBe(303);
    expect(changed.next?.saved.screen).toEqual({ name: 'form', step: 'phone', sending: false });
    // The link is payable again: a new number is not refused as "already pending".
    const again = await post(changed.next, { [f.step]: 'phone', [f.phone]: '770000003' });
    expect(again.next?.saved.screen.name).toBe('pending');
    const cancelled = await post(again.next, {
      [f.step]: 'pending',
      [f.action]: checkoutActions.cancel,
    });
    expect(cancelled.next?.saved.screen).toEqual({ name: 'form', step: 'method', sending: false });
  });

  it('goes back a step keeping the number typed', async () => {
    const { post } = await setUp();
    const kept = await upToPayment(post, 'WAVESN');
    const back = await post(kept, {
      [f.step]: 'phone',
      [f.action]: checkoutActions.back,
      [f.phone]: '77 123',
    });
    expect(back.status).toBe(303);
    expect(back.next?.saved.screen).toEqual({ name: 'form', step: 'method', sending: false });
    expect(back.next?.saved.entry.phone).toBe('77123');
  });

  it('shows the step a history entry’s address asks, back and forth, with what was typed', async () => {
    const { post, preloaded, context } = await setUp();
    const chosen = await upToPayment(post, 'OMSN');
    const typed = await post(chosen, { [f.step]: 'phone', [f.phone]: '77 000 00 01' });
    expect(typed.next?.saved.screen).toMatchObject({ step: 'otp' });
    const phone = await resumeCheckout(preloaded, typed.next!, context, 'phone');
    expect(phone.kept.saved.screen).toMatchObject({ step: 'phone' });
    expect(phone.kept.saved.serverStep).toBe(typed.next!.saved.serverStep! + 1);
    // The link's own address, where the payer started: the first step.
    const method = await resumeCheckout(preloaded, phone.kept, context);
    expect(method.preloaded.resumed?.screen).toMatchObject({ step: 'method' });
    expect(method.kept.saved.entry).toEqual({ country: 'SN', method: 'OMSN', phone: '770000001' });
    // Forward: the steps before the code are complete, so it shows the code's step again.
    const otp = await resumeCheckout(preloaded, method.kept, context, 'otp');
    expect(otp.kept.saved.screen).toMatchObject({ step: 'otp' });
  });

  it('shows no step whose earlier steps are incomplete, and never leaves a sent payment', async () => {
    const { post, preloaded, context } = await setUp();
    const refused = await post(undefined, { [f.step]: 'method' });
    const early = await resumeCheckout(preloaded, refused.next!, context, 'phone');
    expect(early.kept.saved.screen).toMatchObject({ step: 'method' });
    const kept = await upToPayment(post, 'WAVESN');
    const sent = await post(kept, { [f.step]: 'phone', [f.phone]: '770000003' });
    const back = await resumeCheckout(preloaded, sent.next!, context, 'phone');
    expect(back.kept.saved.screen.name).toBe('pending');
    const again = await post(sent.next, { [f.step]: 'phone', [f.phone]: '770000001' });
    expect(again.status).toBe(409);
    expect(worded(again.preloaded.error)?.message).toBe(postedCopy.stale);
  });

  it('takes a form of an earlier step from a page the browser kept, going on from there', async () => {
    const { post } = await setUp();
    const kept = await upToPayment(post, 'WAVESN');
    const typed = await post(kept, {
      [f.step]: 'phone',
      [f.action]: checkoutActions.back,
      [f.phone]: '770000001',
    });
    const otp = await post(typed.next, { [f.step]: 'method', [f.method]: 'OMSN' });
    expect(otp.next?.saved.screen).toMatchObject({ step: 'phone' });
    // The phone step's page, kept from before: its number goes on to the code.
    const coded = await post(otp.next, { [f.step]: 'phone', [f.phone]: '770000001' });
    expect(coded.status).toBe(303);
    const earlier = await post(coded.next, { [f.step]: 'method', [f.method]: 'WAVESN' });
    expect(earlier.status).toBe(303);
    expect(earlier.next?.saved.screen).toMatchObject({ step: 'phone' });
    expect(earlier.next?.saved.entry).toEqual({
      country: 'SN',
      method: 'WAVESN',
      phone: '770000001',
    });
  });

  it.each([
    ['no method chosen', { [f.step]: 'method' }, 400, 'method', copy.method.required],
    [
      'a method of no country offered',
      { [f.step]: 'method', [f.method]: 'NOPE' },
      400,
      'method',
      copy.method.required,
    ],
    [
      'a country not offered',
      { [f.step]: 'method', [f.country]: 'FR', [f.method]: 'WAVESN' },
      400,
      'form',
      postedCopy.country,
    ],
    [
      'a field far too long',
      { [f.step]: 'method', [f.method]: 'W'.repeat(65) },
      400,
      'form',
      postedCopy.tooLong('Moyen de paiement'),
    ],
    [
      'a step not reached (the number without a method)',
      { [f.step]: 'phone', [f.phone]: '770000001' },
      409,
      'form',
      postedCopy.stale,
    ],
    ['an unknown step', { [f.step]: 'carte' }, 409, 'form', postedCopy.stale],
    [
      'an action the screen does not have',
      { [f.step]: 'method', [f.action]: checkoutActions.retry },
      400,
      'form',
      postedCopy.unknown,
    ],
  ])('refuses %s', async (_name, fields, status, field, message) => {
    const { post } = await setUp();
    const outcome = await post(undefined, fields);
    expect(outcome.status).toBe(status);
    expect(worded(outcome.preloaded.error)).toEqual({ field, message });
  });

  it('says a wallet’s payment got no answer with a 503 and the French notice', async () => {
    const { post } = await setUp({ unreachable: (request) => request.method === 'POST' });
    const kept = await upToPayment(post, 'WAVESN');
    const outcome = await post(kept, { [f.step]: 'phone', [f.phone]: '770000001' });
    expect(outcome.status).toBe(503);
    expect(worded(outcome.preloaded.error)).toEqual({
      field: 'form',
      message: copy.errors.offline,
    });
  });

  it('refuses a number that is not one, naming the field', async () => {
    const { post } = await setUp();
    const kept = await upToPayment(post, 'WAVESN');
    const outcome = await post(kept, { [f.step]: 'phone', [f.phone]: '<script>12' });
    expect(outcome.status).toBe(400);
    expect(outcome.preloaded.error?.field).toBe('phone');
    expect(outcome.next?.saved.entry.phone).toBe('12');
  });

  describe('by card', () => {
    const card = (number: string) => ({
      [f.step]: 'card',
      [c.number]: number,
      [c.expiry]: '09 / 39',
      [c.cvc]: '123',
      [c.holder]: 'Awa Diop',
    });

    it('goes from the card to the receipt, keeping nothing of the card', async () => {
      const { post } = await setUp();
      const kept = await upToPayment(post, 'CARD');
      expect(kept?.saved.screen).toEqual({ name: 'form', step: 'card', sending: false });
      const paid = await post(kept, card('4242 4242 4242 4242'));
      expect(paid.status).toBe(303);
      expect(paid.next?.saved.screen.name).toBe('success');
      expect(paid.next?.saved.entry).toEqual({ country: 'SN', method: 'CARD', phone: '' });
      expect(paid.next?.saved.attempt).toBeUndefined();
      expect(JSON.stringify(paid.next)).not.toMatch(/4242 4242|4242424242424242|Awa Diop/);
    });

    it.each([
      [TEST_CARDS.rejected, 'cardDeclined'],
      [TEST_CARDS.insufficientBalance, 'cardInsufficientFunds'],
    ])('shows the decline of %s with its reason, then another card', async (number, reason) => {
      const { post } = await setUp();
      const kept = await upToPayment(post, 'CARD');
      const declined = await post(kept, card(number));
      expect(declined.status).toBe(303);
      expect(declined.next?.saved.screen).toMatchObject({ name: 'rejected', reason });
      const again = await post(declined.next, {
        [f.step]: 'rejected',
        [f.action]: checkoutActions.retry,
      });
      expect(again.next?.saved.screen).toEqual({ name: 'form', step: 'card', sending: false });
    });

    it('refuses a card that is not one, naming each field and sending none back', async () => {
      const { post } = await setUp();
      const kept = await upToPayment(post, 'CARD');
      const outcome = await post(kept, {
        ...card('4242 4242 4242 4241'),
        [c.cvc]: '12',
        [c.holder]: '<img src=x>',
      });
      expect(outcome.status).toBe(400);
      expect(worded(outcome.preloaded.error)).toEqual({
        field: 'card',
        message: [
          postedCopy.cardProblem(cardFormCopy.number.label, cardFormCopy.number.invalid),
          postedCopy.cardProblem(cardFormCopy.cvc.label, cardFormCopy.cvc.invalid(3)),
          postedCopy.cardProblem(cardFormCopy.holder.label, cardFormCopy.holder.invalid),
          postedCopy.cardRetype,
        ].join(' '),
      });
      // Only the server has these words: it sends them in English too, for a switch.
      const en = englishWords.card!;
      expect(worded(outcome.preloaded.error, 'en')?.message).toBe(
        [
          postedCopyEn.cardProblem(en.number.label, en.number.invalid),
          postedCopyEn.cardProblem(en.cvc.label, en.cvc.invalid(3)),
          postedCopyEn.cardProblem(en.holder.label, en.holder.invalid),
          postedCopyEn.cardRetype,
        ].join(' '),
      );
      expect(JSON.stringify(outcome)).not.toMatch(/4242 4242|4242424242424241|<img/);
      expect(outcome.next?.saved.screen).toEqual({ name: 'form', step: 'card', sending: false });
    });

    it('says the service did not answer with a 503 and the French notice', async () => {
      const { post } = await setUp({ unreachable: (request) => request.url.endsWith('/card') });
      const kept = await upToPayment(post, 'CARD');
      const outcome = await post(kept, card(TEST_CARDS.success));
      expect(outcome.status).toBe(503);
      expect(worded(outcome.preloaded.error)).toEqual({
        field: 'form',
        message: `${copy.errors.offline} ${postedCopy.cardRetype}`,
      });
      expect(worded(outcome.preloaded.error, 'en')?.message).toBe(
        `${englishWords.copy.errors.offline} ${postedCopyEn.cardRetype}`,
      );
      expect(outcome.next?.saved.screen).toEqual({ name: 'form', step: 'card', sending: false });
    });

    it('refuses a card field far too long by its name', async () => {
      const { post } = await setUp();
      const kept = await upToPayment(post, 'CARD');
      const outcome = await post(kept, card('4'.repeat(5000)));
      expect(outcome.status).toBe(400);
      expect(worded(outcome.preloaded.error)).toEqual({
        field: 'form',
        message: postedCopy.tooLong(cardFormCopy.number.label),
      });
    });

    it('goes back to the choice of method', async () => {
      const { post } = await setUp();
      const kept = await upToPayment(post, 'CARD');
      const back = await post(kept, { [f.step]: 'card', [f.action]: checkoutActions.back });
      expect(back.next?.saved.screen).toEqual({ name: 'form', step: 'method', sending: false });
    });
  });
});
