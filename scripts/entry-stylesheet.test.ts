import { describe, expect, it } from 'vitest';
import { entryScripts, frameScripts, stylesheetForCode } from './entry-stylesheet.mjs';

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

describe('frameScripts', () => {
  // The site app: its entry loads each page lazily; a docs page and a site page share a form
  // chunk, which the docs page also loads lazily (a dialog), and the site's header is lazy too.
  const manifest = {
    'index.html': {
      file: 'assets/main-1.js',
      imports: ['_react-2.js'],
      dynamicImports: [
        'src/pages/HomePage/index.ts',
        'src/pages/DocsPage/index.ts',
        'src/checkout/PaymentPage/index.ts',
        'src/sections/SiteHeader/index.ts',
      ],
    },
    '_react-2.js': { file: 'assets/react-2.js' },
    'src/pages/HomePage/index.ts': { file: 'assets/HomePage-3.js', imports: ['_form-4.js'] },
    '_form-4.js': { file: 'assets/form-4.js' },
    'src/pages/DocsPage/index.ts': {
      file: 'assets/DocsPage-5.js',
      dynamicImports: ['src/sections/SignupDialog/index.ts'],
    },
    'src/sections/SignupDialog/index.ts': {
      file: 'assets/SignupDialog-6.js',
      imports: ['_form-4.js'],
    },
    'src/checkout/PaymentPage/index.ts': { file: 'assets/PaymentPage-7.js' },
    'src/sections/SiteHeader/index.ts': { file: 'assets/SiteHeader-8.js' },
  };
  const frameModules = {
    site: ['src/pages/HomePage/index.ts', 'src/sections/SiteHeader/index.ts'],
    docs: ['src/pages/DocsPage/index.ts'],
    payment: ['src/checkout/PaymentPage/index.ts'],
  };

  it('lists what a frame’s pages run, shared and lazy chunks included, and not the other frames’ pages', () => {
    expect([...frameScripts(manifest, 'index.html', frameModules, 'docs')].sort()).toEqual([
      'assets/DocsPage-5.js',
      'assets/SignupDialog-6.js',
      'assets/form-4.js',
      'assets/main-1.js',
      'assets/react-2.js',
    ]);
    expect([...frameScripts(manifest, 'index.html', frameModules, 'site')].sort()).toEqual([
      'assets/HomePage-3.js',
      'assets/SiteHeader-8.js',
      'assets/form-4.js',
      'assets/main-1.js',
      'assets/react-2.js',
    ]);
  });

  it('keeps a module that is a page of this frame as well as of another', () => {
    const shared = { ...frameModules, docs: [...frameModules.docs, 'src/pages/HomePage/index.ts'] };
    expect(frameScripts(manifest, 'index.html', shared, 'docs')).toContain('assets/HomePage-3.js');
  });
});
