import { describe, expect, it } from 'vitest';
import { inlineToText, parseInline } from './inline';

describe('parseInline', () => {
  it('keeps plain text as one node', () => {
    expect(parseInline('Un compte marchand actif.')).toEqual([
      { type: 'text', text: 'Un compte marchand actif.' },
    ]);
  });

  it('reads code, strong, English and links, nested where it makes sense', () => {
    expect(
      parseInline(
        'Envoyez `x-api-key`, **puis {{Sync Now}}**, voir [l’API](/documentation/api#intégration).',
      ),
    ).toEqual([
      { type: 'text', text: 'Envoyez ' },
      { type: 'code', text: 'x-api-key' },
      { type: 'text', text: ', ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'puis ' },
          { type: 'english', children: [{ type: 'text', text: 'Sync Now' }] },
        ],
      },
      { type: 'text', text: ', voir ' },
      {
        type: 'link',
        href: '/documentation/api#intégration',
        children: [{ type: 'text', text: 'l’API' }],
      },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves markup characters inside code alone', () => {
    expect(parseInline('`**{token}**`')).toEqual([{ type: 'code', text: '**{token}**' }]);
  });

  it('does not take a lone bracket or asterisk for markup', () => {
    expect(parseInline('a [b] * c')).toEqual([{ type: 'text', text: 'a [b] * c' }]);
  });
});

describe('inlineToText', () => {
  it('gives the words without markup', () => {
    expect(inlineToText('Le champ `amount` est **un nombre** ([voir](#a)).')).toBe(
      'Le champ amount est un nombre (voir).',
    );
  });
});
