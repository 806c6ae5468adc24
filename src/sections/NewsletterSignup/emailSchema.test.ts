import { describe, expect, it } from 'vitest';
import { checkEmail } from './emailSchema';

const messages = { empty: 'vide', invalid: 'invalide' };

describe('checkEmail', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(checkEmail('', messages)).toEqual({ ok: false, message: 'vide' });
    expect(checkEmail('   ', messages)).toEqual({ ok: false, message: 'vide' });
  });

  it('rejects something that is not an address', () => {
    expect(checkEmail('awa.diop', messages)).toEqual({ ok: false, message: 'invalide' });
    expect(checkEmail('awa@exemple', messages)).toEqual({ ok: false, message: 'invalide' });
  });

  it('accepts an address and trims the spaces around it', () => {
    expect(checkEmail('  awa.diop@exemple.sn ', messages)).toEqual({
      ok: true,
      email: 'awa.diop@exemple.sn',
    });
  });
});
