import { describe, expect, it } from 'vitest';
import { checkoutReducer } from './reducer';
import { parseSaved, toSaved } from './resume';
import { initialCheckout } from './state';
import { answer, edit, link, loaded, run, sent } from './testCheckout';

describe('toSaved and parseSaved', () => {
  it('keeps what a reload needs, never the one-time code, and never an unsent request as sending', () => {
    const state = sent(
      loaded(edit({ method: 'OMSN', phone: '770000001', otp: '123456' }), {
        type: 'goTo',
        step: 'otp',
      }),
    );
    const saved = toSaved(state)!;
    const text = JSON.stringify(saved);
    expect(text).not.toContain('123456');
    expect(saved).toEqual({
      version: 1,
      entry: { country: 'SN', method: 'OMSN', phone: '770000001' },
      screen: { name: 'form', step: 'otp', sending: false },
      attempt: { key: 'k1', fingerprint: 'f' },
      otpAsked: false,
    });
    expect(parseSaved(text)).toEqual(saved);
    // Resumed with the same key, the code to be typed again.
    const resumed = run({ type: 'linkLoaded', link, saved: parseSaved(text) });
    expect(resumed.screen).toEqual({ name: 'form', step: 'otp', sending: false });
    expect(resumed.attempt?.key).toBe('k1');
    expect(resumed.entry.otp).toBe('');
  });

  it('resumes a pending payment', () => {
    const pending = checkoutReducer(sent(loaded(edit({ method: 'WAVESN', phone: '770000001' }))), {
      type: 'answered',
      answer: answer('PENDING', 'PAYMENT_PENDING'),
      at: 5,
    });
    const saved = parseSaved(JSON.stringify(toSaved(pending)));
    expect(run({ type: 'linkLoaded', link, saved }).screen).toEqual(pending.screen);
  });

  it('forgets the payer’s number once the payment has ended', () => {
    const paying = sent(loaded(edit({ method: 'WAVESN', phone: '770000001' })));
    for (const outcome of ['SUCCESS', 'REJECTED']) {
      const ended = checkoutReducer(paying, { type: 'answered', answer: answer(outcome), at: 5 });
      // The page still shows it; storage no longer has it.
      expect(JSON.stringify(ended)).toContain('770000001');
      const text = JSON.stringify(toSaved(ended));
      expect(text).not.toContain('770000001');
      expect(parseSaved(text)?.screen.name).toBe(ended.screen.name);
    }
  });

  it('saves nothing before there is something to resume', () => {
    expect(toSaved(initialCheckout)).toBeUndefined();
    expect(toSaved(run({ type: 'linkFailed', notFound: true }))).toBeUndefined();
    expect(
      toSaved(run({ type: 'linkFailed', notFound: false, message: { key: 'errors.offline' } })),
    ).toBeUndefined();
    expect(toSaved(run({ type: 'linkLoaded', link: { ...link, status: 'SUCCESS' } }))).toBe(
      undefined,
    );
  });

  it('ignores anything unreadable', () => {
    expect(parseSaved(null)).toBeUndefined();
    expect(parseSaved('{')).toBeUndefined();
    expect(parseSaved('{"version":2}')).toBeUndefined();
    const saved = toSaved(loaded())!;
    expect(parseSaved(JSON.stringify({ ...saved, screen: { name: 'loading' } }))).toBeUndefined();
  });
});
