import { describe, expect, it } from 'vitest';
import { describePayError } from './errorWording';
import { checkoutReducer } from './reducer';
import { stepsOf } from './state';
import { edit, formFailure, httpError, loaded, sent } from './testCheckout';

describe('steps', () => {
  it('adds the code step for a wallet that asks one, or when the number asked one', () => {
    expect(stepsOf(loaded(edit({ method: 'WAVESN' })))).toEqual(['method', 'phone']);
    expect(stepsOf(loaded(edit({ method: 'OMSN' })))).toEqual(['method', 'phone', 'otp']);
    const asked = checkoutReducer(sent(loaded(edit({ method: 'WAVESN' }))), {
      type: 'payFailed',
      failure: formFailure(
        describePayError(httpError(400, { data: { field: 'codeOtp' } }), 'Wave', false),
      ),
    });
    expect(stepsOf(asked)).toEqual(['method', 'phone', 'otp']);
    expect(asked.screen).toEqual({ name: 'form', step: 'otp', sending: false });
    // Another wallet: the demand was about the previous one.
    expect(stepsOf(checkoutReducer(asked, edit({ method: 'FREESN' })))).toEqual([
      'method',
      'phone',
    ]);
  });

  it('forgets the method of another country', () => {
    const state = loaded(edit({ method: 'WAVESN', phone: '770000001' }), edit({ country: 'CI' }));
    expect(state.entry).toMatchObject({ country: 'CI', method: '', phone: '770000001' });
  });
});
