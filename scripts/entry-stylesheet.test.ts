import { describe, expect, it } from 'vitest';
import { entryScripts, stylesheetForCode } from './entry-stylesheet.mjs';

const sheet = [
  ':root,[data-theme=light]{--ink:#000}',
  '[data-theme=dark]{--ink:#fff}',
  '@font-face{font-family:Fallback;src:local(Arial)}',
  '.pay_a1{color:red}',
  '.site_b2{color:blue}',
  'html{margin:0}',
  'button,input{font:inherit}',
  '.pay_a1:hover,.site_b2:hover{color:green}',
  '.site_b2 .pay_c3{margin:1px}',
  '.site_b2:not(.pay_a1){margin:2px}',
  'div:not(.site_b2){margin:3px}',
  'a[href$=".pdf"]{padding:1px}',
  '@media (min-width:40em){.site_b2{color:black}}',
  '@supports (display:grid){@media (min-width:40em){.site_b2{display:grid}}}',
  '@media (min-width:40em){.pay_a1{color:orange}.site_b2{color:gray}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

/** What the payment app's scripts say: the class names vanilla-extract compiled into them. */
const code = 'const styles={root:"pay_a1",row:"pay_c3"};';

describe('stylesheetForCode', () => {
  const css = stylesheetForCode(sheet, code);

  it('keeps the rules whose classes the code sets, in the sheet’s order, and drops the others', () => {
    expect(css).toContain('.pay_a1{color:red}');
    expect(css).not.toContain('.site_b2{color:blue}');
    const kept = ['.pay_a1{', '.pay_a1:hover,.site_b2:hover{', '.site_b2 .pay_c3{'];
    const at = kept.map((rule) => css.indexOf(rule));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('keeps every rule without a class, and the font faces and keyframes', () => {
    for (const rule of [
      ':root,[data-theme=light]{--ink:#000}',
      '[data-theme=dark]{--ink:#fff}',
      'html{margin:0}',
      'button,input{font:inherit}',
      '@font-face{font-family:Fallback;src:local(Arial)}',
      '@keyframes spin{',
    ])
      expect(css).toContain(rule);
  });

  it('counts no class inside :not() or an attribute’s value as one a rule needs', () => {
    expect(css).toContain('div:not(.site_b2){margin:3px}');
    expect(css).toContain('a[href$=".pdf"]{padding:1px}');
    expect(css).not.toContain('.site_b2:not(.pay_a1)');
  });

  it('drops the at-rules it empties, nested ones too, and keeps the others with what they hold', () => {
    expect(css).toContain('@media (min-width:40em){.pay_a1{color:orange}}');
    expect(css).not.toContain('@supports');
    expect(css.match(/@media/g)).toHaveLength(1);
  });
});

describe('entryScripts', () => {
  const manifest = {
    'src/payment.html': {
      file: 'assets/payment-1.js',
      imports: ['_react-2.js'],
      dynamicImports: ['src/checkout/Card.tsx'],
    },
    '_react-2.js': { file: 'assets/react-2.js' },
    'src/checkout/Card.tsx': { file: 'assets/Card-3.js', imports: ['_react-2.js'] },
    'index.html': { file: 'assets/main-4.js', imports: ['_react-2.js'] },
  };

  it('lists the entry’s chunks and the lazy ones, once each, and nothing of other entries', () => {
    expect([...entryScripts(manifest, 'src/payment.html')]).toEqual([
      'assets/payment-1.js',
      'assets/react-2.js',
      'assets/Card-3.js',
    ]);
  });

  it('throws on a name the manifest lacks', () => {
    expect(() => entryScripts(manifest, 'src/renamed.html')).toThrow(/not in the build manifest/);
  });
});
