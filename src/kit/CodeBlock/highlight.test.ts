import { describe, expect, it } from 'vitest';
import { codeLanguages, tokenize, type CodeLanguage, type TokenKind } from './highlight';

const kinds = (code: string, language: CodeLanguage) =>
  tokenize(code, language)
    .filter((token) => token.kind)
    .map((token) => [token.kind, token.text] as [TokenKind, string]);

describe('tokenize', () => {
  it.each(codeLanguages)('gives back the %s code exactly', (language) => {
    const code = `curl -X POST "$HOST/api" # fin\n{"a": [1, true]} <?php $x = 'é'; ?>\n<a href="/x">ok</a>`;
    expect(
      tokenize(code, language)
        .map((t) => t.text)
        .join(''),
    ).toBe(code);
  });

  it('tells JSON keys from string values', () => {
    expect(kinds('{ "amount": 200, "currency": "XOF", "ok": true, "x": null }', 'json')).toEqual([
      ['property', '"amount"'],
      ['number', '200'],
      ['property', '"currency"'],
      ['string', '"XOF"'],
      ['property', '"ok"'],
      ['literal', 'true'],
      ['property', '"x"'],
      ['literal', 'null'],
    ]);
  });

  it('colours curl options and shell variables, and a comment only after a space', () => {
    expect(kinds('curl -H "x: 1" $HOST/a#b # note', 'bash')).toEqual([
      ['keyword', 'curl'],
      ['attribute', '-H'],
      ['string', '"x: 1"'],
      ['variable', '$HOST'],
      ['comment', '# note'],
    ]);
  });

  it('marks JavaScript keywords, calls and strings but not plain names', () => {
    expect(kinds("const result = await fetch('/api'); // ok", 'javascript')).toEqual([
      ['keyword', 'const'],
      ['keyword', 'await'],
      ['function', 'fetch'],
      ['string', "'/api'"],
      ['comment', '// ok'],
    ]);
  });

  it('knows PHP variables, constants and the opening tag', () => {
    expect(kinds("<?php\n$ch = curl_init('u'); CURLOPT_POST => true", 'php')).toEqual([
      ['tag', '<?php'],
      ['variable', '$ch'],
      ['function', 'curl_init'],
      ['string', "'u'"],
      ['literal', 'CURLOPT_POST'],
      ['literal', 'true'],
    ]);
  });

  it('reads Python f-strings and literals', () => {
    expect(kinds('import os\nx = f"{os.environ}" if True else None', 'python')).toEqual([
      ['keyword', 'import'],
      ['string', 'f"{os.environ}"'],
      ['keyword', 'if'],
      ['literal', 'True'],
      ['keyword', 'else'],
      ['literal', 'None'],
    ]);
  });

  it('finds YAML keys at the start of a line only', () => {
    expect(kinds("dependencies:\n  yonnee_flutter: ^0.0.2\nsdk: '>=3.2.2 <4.0.0'", 'yaml')).toEqual(
      [
        ['property', 'dependencies'],
        ['property', '  yonnee_flutter'],
        ['number', '^0.0.2'],
        ['property', 'sdk'],
        ['string', "'>=3.2.2 <4.0.0'"],
      ],
    );
  });

  it('splits HTML into tags, attributes and values', () => {
    expect(kinds('<iframe src="/paiement/x" title="Paiement"></iframe>', 'html')).toEqual([
      ['tag', '<iframe'],
      ['attribute', 'src'],
      ['string', '"/paiement/x"'],
      ['attribute', 'title'],
      ['string', '"Paiement"'],
      ['tag', '>'],
      ['tag', '</iframe'],
      ['tag', '>'],
    ]);
  });

  it('leaves plain text alone', () => {
    expect(tokenize('const x = 1', 'text')).toEqual([{ text: 'const x = 1' }]);
  });
});
