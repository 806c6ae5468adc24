/**
 * A tiny tokenizer for the languages of the documentation. It only colours what helps
 * reading (comments, strings, keywords, numbers, keys, tags); anything it does not know
 * stays plain text, so a wrong guess never hides or changes a character.
 */

export const codeLanguages = [
  'bash',
  'json',
  'javascript',
  'php',
  'python',
  'dart',
  'yaml',
  'kotlin',
  'html',
  'text',
] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

export const tokenKinds = [
  'comment',
  'string',
  'keyword',
  'literal',
  'number',
  'property',
  'function',
  'variable',
  'tag',
  'attribute',
] as const;
export type TokenKind = (typeof tokenKinds)[number];

export interface Token {
  /** Absent for plain text. */
  kind?: TokenKind;
  text: string;
}

/** Whether the text right after the match fits a sticky pattern. */
type FollowedBy = (pattern: RegExp) => boolean;
type Classify = TokenKind | ((match: string, followedBy: FollowedBy) => TokenKind | undefined);
type Rule = readonly [RegExp, Classify];

const words = (list: string) => new Set(list.split(' '));

/** An identifier rule: keywords, literals, then calls (a name before a parenthesis). */
const identifiers = (keywords: Set<string>, literals: Set<string>): Rule => [
  /[A-Za-z_$][\w$]*/y,
  (word, followedBy) =>
    keywords.has(word)
      ? 'keyword'
      : literals.has(word)
        ? 'literal'
        : followedBy(/\s*\(/y)
          ? 'function'
          : undefined,
];

const number: Rule = [/\b\d[\d_]*(?:\.\d+)?\b/y, 'number'];
const doubleQuoted: Rule = [/"(?:[^"\\\n]|\\.)*"/y, 'string'];
const singleQuoted: Rule = [/'(?:[^'\\\n]|\\.)*'/y, 'string'];
const lineComment = (start: string): Rule => [new RegExp(`${start}[^\\n]*`, 'y'), 'comment'];
const blockComment: Rule = [/\/\*[\s\S]*?(?:\*\/|$)/y, 'comment'];

const jsKeywords = words(
  'const let var function return await async if else for of in new try catch throw import from export default class extends this typeof',
);
const jsLiterals = words('true false null undefined');

const rules: Record<CodeLanguage, readonly Rule[]> = {
  bash: [
    [/(?<!\S)#[^\n]*/y, 'comment'],
    singleQuoted,
    doubleQuoted,
    [/\$\{[^}\n]*\}|\$\w+/y, 'variable'],
    [/(?<=\s)--?[A-Za-z][\w-]*/y, 'attribute'],
    identifiers(words('curl export if then else fi for do done echo'), new Set()),
  ],
  json: [
    [/"(?:[^"\\\n]|\\.)*"/y, (_, followedBy) => (followedBy(/\s*:/y) ? 'property' : 'string')],
    [/-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/y, 'number'],
    [/\b(?:true|false|null)\b/y, 'literal'],
  ],
  javascript: [
    lineComment('//'),
    blockComment,
    singleQuoted,
    doubleQuoted,
    [/`(?:[^`\\]|\\.)*`/y, 'string'],
    number,
    identifiers(jsKeywords, jsLiterals),
  ],
  php: [
    [/<\?php\b|\?>/y, 'tag'],
    lineComment('//'),
    lineComment('#'),
    blockComment,
    singleQuoted,
    doubleQuoted,
    [/\$\w+/y, 'variable'],
    number,
    [/\b[A-Z][A-Z0-9_]{2,}\b/y, 'literal'],
    identifiers(
      words('function return if else foreach as new echo use namespace try catch throw fn'),
      words('true false null'),
    ),
  ],
  python: [
    lineComment('#'),
    [/[fFrRbB]?"(?:[^"\\\n]|\\.)*"/y, 'string'],
    [/[fFrRbB]?'(?:[^'\\\n]|\\.)*'/y, 'string'],
    number,
    identifiers(
      words(
        'import from as def return if elif else for in while try except raise with class lambda and or not is pass async await',
      ),
      words('True False None'),
    ),
  ],
  dart: [
    lineComment('//'),
    blockComment,
    singleQuoted,
    doubleQuoted,
    number,
    identifiers(
      words(
        'import export library package class extends with implements void final const var return await async if else for in new late required static',
      ),
      words('true false null'),
    ),
  ],
  yaml: [
    [/#[^\n]*/y, 'comment'],
    [/(?<![^\n])[ \t]*[\w.-]+(?=:)/y, 'property'],
    singleQuoted,
    doubleQuoted,
    [/\^?\d+(?:\.\d+)*/y, 'number'],
  ],
  kotlin: [
    lineComment('//'),
    blockComment,
    doubleQuoted,
    [/@\w+/y, 'attribute'],
    number,
    identifiers(
      words(
        'package import class object fun val var override return if else when for in is as super this private public internal',
      ),
      words('true false null'),
    ),
  ],
  html: [
    [/<!--[\s\S]*?(?:-->|$)/y, 'comment'],
    [/<\/?[A-Za-z][\w-]*|\/?>/y, 'tag'],
    [/(?<=\s)[A-Za-z_:][\w:.-]*(?==|\s|\/?>)/y, 'attribute'],
    doubleQuoted,
    singleQuoted,
  ],
  text: [],
};

/** Splits code into tokens whose texts, joined, give back the code exactly. */
export function tokenize(code: string, language: CodeLanguage): Token[] {
  const languageRules = rules[language];
  const tokens: Token[] = [];
  let plain = '';
  let index = 0;

  const flushPlain = () => {
    if (plain) tokens.push({ text: plain });
    plain = '';
  };

  outer: while (index < code.length) {
    for (const [pattern, classify] of languageRules) {
      pattern.lastIndex = index;
      const match = pattern.exec(code);
      if (!match || match[0].length === 0) continue;
      const text = match[0];
      const end = index + text.length;
      const kind =
        typeof classify === 'string'
          ? classify
          : classify(text, (next) => {
              next.lastIndex = end;
              return next.test(code);
            });
      if (kind) {
        flushPlain();
        tokens.push({ kind, text });
      } else {
        plain += text;
      }
      index = end;
      continue outer;
    }
    plain += code[index];
    index += 1;
  }
  flushPlain();
  return tokens;
}
