import { describe, expect, it } from 'vitest';
import { hasControlInLine, hasControlInText } from './controlCharacters';

describe('control characters', () => {
  it.each(['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u2028b'])(
    'finds %j in a one-line field',
    (text) => expect(hasControlInLine(text)).toBe(true),
  );

  it.each(['a\u0000b', 'a\u0008b', 'a\u000bb', 'a\u001bb', 'a\u007fb'])(
    'finds %j in a message',
    (text) => expect(hasControlInText(text)).toBe(true),
  );

  it('lets a message keep its line breaks and tabs, and any letter or emoji', () => {
    expect(hasControlInText('Bonjour,\r\n\tje voudrais… 🙂 Ñ ’ « »\u00a0!')).toBe(false);
    expect(hasControlInLine('Awa Diop-N’Diaye 🙂')).toBe(false);
  });
});
