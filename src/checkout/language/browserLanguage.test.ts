import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browserLanguage';

describe('browserLanguage', () => {
  it('reads English only when the browser prefers it to French', () => {
    expect(browserLanguage('', ['en-GB', 'en'])).toBe('en');
    expect(browserLanguage('', ['en-US', 'fr-FR'])).toBe('en');
    expect(browserLanguage('', ['fr-FR', 'en-US'])).toBe('fr');
    expect(browserLanguage('', ['wo', 'fr', 'en'])).toBe('fr');
    expect(browserLanguage('', ['wo'])).toBe('fr');
    expect(browserLanguage('', [])).toBe('fr');
  });

  it('follows the payer’s choice kept in the cookie before the browser’s languages', () => {
    expect(browserLanguage('theme=dark; yonnee_langue=en', ['fr'])).toBe('en');
    expect(browserLanguage('yonnee_langue=fr', ['en'])).toBe('fr');
    expect(browserLanguage('yonnee_langue=de', ['en'])).toBe('en');
    expect(browserLanguage('autre_yonnee_langue=en', ['fr'])).toBe('fr');
  });
});
