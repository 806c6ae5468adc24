import { describe, expect, it } from 'vitest';
import { checkoutCopy } from '../copy';
import { englishWords } from '../language/en';
import { frenchWords } from '../language/words';
import { frenchIn } from '../../lib/testFrenchLeak';
import { readFormError, wordMessage, type CheckoutMessage } from './messages';

type Key = CheckoutMessage['key'];

/** One message of every key: a key missing here is a type error. */
const samples: { [K in Key]: CheckoutMessage & { key: K } } = {
  'method.required': { key: 'method.required' },
  'errors.methodRefused': { key: 'errors.methodRefused' },
  'phone.empty': { key: 'phone.empty' },
  phoneIncomplete: { key: 'phoneIncomplete', length: 9 },
  phoneInvalid: { key: 'phoneInvalid', country: 'SN', leads: ['70', '75', '76', '77', '78'] },
  phoneRefused: { key: 'phoneRefused', method: 'Wave' },
  'otp.required': { key: 'otp.required' },
  'otp.invalid': { key: 'otp.invalid' },
  'errors.otpRefused': { key: 'errors.otpRefused' },
  'otp.askedByNumber': { key: 'otp.askedByNumber' },
  'card.refused': { key: 'card.refused' },
  'errors.changedSinceLastTry': { key: 'errors.changedSinceLastTry' },
  'errors.invalidRequest': { key: 'errors.invalidRequest' },
  'errors.alreadyPending': { key: 'errors.alreadyPending' },
  'errors.cancelFailed': { key: 'errors.cancelFailed' },
  'errors.offline': { key: 'errors.offline' },
  'errors.unreadable': { key: 'errors.unreadable' },
  'errors.server': { key: 'errors.server' },
  'errors.refusedAccess': { key: 'errors.refusedAccess' },
  'errors.generic': { key: 'errors.generic' },
  posted: { key: 'posted', fr: 'Formulaire illisible.', en: 'The form could not be read.' },
};
const messages: CheckoutMessage[] = Object.values(samples);

describe('a message worded in the page’s language', () => {
  it('says something in each language, and not the same thing', () => {
    for (const message of messages) {
      const french = wordMessage(frenchWords, message);
      const english = wordMessage(englishWords, message);
      expect(french, message.key).not.toBe('');
      expect(english, message.key).not.toBe('');
      expect(english, message.key).not.toBe(french);
    }
  });

  it('leaks no French into English', () => {
    const english = messages.map((message) => wordMessage(englishWords, message));
    expect(frenchIn(english)).toEqual([]);
  });

  it('words its parameters in the language too: the country, the card, the length', () => {
    expect(wordMessage(frenchWords, samples.phoneInvalid)).toBe(
      checkoutCopy.phone.invalid('SN', ['70', '75', '76', '77', '78']),
    );
    expect(wordMessage(englishWords, samples.phoneInvalid)).toContain('Senegal');
    expect(wordMessage(englishWords, samples.phoneIncomplete)).toContain('9');
    const card = { key: 'phoneRefused' } as const;
    expect(wordMessage(frenchWords, card)).toContain(checkoutCopy.card.method);
    expect(wordMessage(englishWords, card)).toContain(englishWords.copy.card.method);
  });

  it('gives a message only the server writes in the page’s language', () => {
    expect(wordMessage(frenchWords, samples.posted)).toBe('Formulaire illisible.');
    expect(wordMessage(englishWords, samples.posted)).toBe('The form could not be read.');
  });
});

describe('a message in the page the server sends', () => {
  it('reads every key back as written', () => {
    for (const message of messages) {
      const error = { field: 'form', message };
      expect(readFormError(error), message.key).toEqual(error);
    }
  });

  it('refuses words instead of a key, or a key without its parameters', () => {
    const read = (message: unknown) => () => readFormError({ field: 'phone', message });
    expect(read('Ce numéro ne commence pas comme un mobile')).toThrow();
    expect(read({ key: 'phoneIncomplete' })).toThrow();
    expect(read({ key: 'nope' })).toThrow();
  });
});
