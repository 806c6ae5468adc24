import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPaymentPagePath as browserIsPaymentPagePath } from '../src/paths/paymentPath';
import { normalizePath } from './app.mjs';
import { deployConfig } from './deploy-config.mjs';
import {
  contentSecurityPolicy,
  inlineHashes,
  isSubresourceType,
  originList,
  securityHeaders,
} from './headers.mjs';

describe('inlineHashes', () => {
  it('hashes inline scripts, style elements and style attributes, never external scripts', () => {
    const hashes = inlineHashes([
      '<script>a()</script><script type="module" src="/x.js"></script><div style="position:relative"></div>',
      '<style>body{margin:0}</style><style>body{margin:0}</style>',
    ]);
    expect(hashes.scripts).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"]);
    expect(hashes.styles).toEqual(["'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='"]);
    expect(hashes.styleAttributes).toHaveLength(1);
  });
});

describe('isPaymentPagePath', () => {
  it('knows the payment page by the browser’s own pattern, which Node loads as is', () => {
    const paths = ['/paiement/pl_8Kd2', '/PAIEMENT/pl_8Kd2/', '/paiement', '/paiement/a/b', '/faq'];
    // Plain Node, as `npm start` and the prerender run it: no Vite transform in between.
    const script = `import { isPaymentPagePath } from './server/headers.mjs';
      console.log(JSON.stringify(${JSON.stringify(paths)}.map((p) => isPaymentPagePath(p))));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    const inNode = JSON.parse(output) as boolean[];
    expect(inNode).toEqual([true, true, false, false, false]);
    expect(inNode).toEqual(paths.map((p) => browserIsPaymentPagePath(p)));
  });
});

describe('contentSecurityPolicy', () => {
  const hashes = {
    scripts: ["'sha256-abc'"],
    styles: ["'sha256-ghi'"],
    styleAttributes: ["'sha256-def'"],
  };

  it('allows only this origin, the listed hashes and the configured API', () => {
    const csp = contentSecurityPolicy({ hashes, api: 'https://api.example.test' });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("style-src 'self' 'sha256-ghi';");
    expect(csp).toContain("style-src-attr 'unsafe-hashes' 'sha256-def'");
    expect(csp).toContain("connect-src 'self' https://api.example.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('lets only payment pages be framed: by this site and the origins their merchant registered', () => {
    const payment = securityHeaders({
      pathname: '/paiement/tok_1',
      hashes,
      frameAncestors: ['https://shop.example'],
    });
    expect(payment['Content-Security-Policy']).toContain(
      "frame-ancestors 'self' https://shop.example;",
    );
    expect(payment['X-Frame-Options']).toBeUndefined();
    expect(
      securityHeaders({ pathname: '/paiement/tok_1', hashes })['Content-Security-Policy'],
    ).toContain("frame-ancestors 'self';");
    const page = securityHeaders({
      pathname: '/paiement',
      hashes,
      frameAncestors: ['https://a.example'],
    });
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('asks for HSTS, no base URL, Trusted Types and violation reports', () => {
    const headers = securityHeaders({ pathname: '/', hashes });
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types starter");
    expect(csp).toContain('report-uri /csp-reports; report-to csp');
    expect(headers['Reporting-Endpoints']).toBe('csp="/csp-reports"');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });
});

describe('isSubresourceType', () => {
  it('knows scripts, stylesheets, fonts and raster images, never a type a browser opens as a page', () => {
    for (const type of [
      'application/javascript; charset=utf-8',
      'text/javascript',
      'text/css; charset=utf-8',
      'font/woff2',
      'image/png',
    ])
      expect(isSubresourceType(type), type).toBe(true);
    for (const type of [
      'text/html; charset=utf-8',
      'image/svg+xml',
      'text/plain; charset=utf-8',
      'application/json',
      'text/markdown',
      'application/xml',
    ])
      expect(isSubresourceType(type), type).toBe(false);
  });
});

describe('originList', () => {
  it('keeps plain http(s) origins only, once each', () => {
    expect(
      originList('https://shop.example, https://shop.example http://localhost:3000 https:// *'),
    ).toEqual(['https://shop.example', 'http://localhost:3000']);
    expect(originList('https://shop.example/panier javascript:alert(1) data:,x')).toEqual([]);
    expect(originList(undefined)).toEqual([]);
  });
});

describe('normalizePath', () => {
  it('ignores case and trailing slashes, and refuses malformed escapes', () => {
    expect(normalizePath('/FAQ/')).toBe('/faq');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/%E0%A4%A')).toBeNull();
  });
});

describe('deploy config', () => {
  it('carries the same policy as the server for static hosts and nginx', () => {
    const hashes = { scripts: ["'sha256-abc'"], styleAttributes: [] };
    const { headersFile, nginx } = deployConfig(hashes);
    const csp = securityHeaders({ pathname: '/', hashes, api: undefined })[
      'Content-Security-Policy'
    ];
    expect(headersFile).toContain(`Content-Security-Policy: ${csp}`);
    expect(nginx).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(headersFile).toMatch(
      /\/paiement\/\*\n( {2}.*\n)* {2}Content-Security-Policy: [^\n]*frame-ancestors 'self';/,
    );
    expect(headersFile).toMatch(/\/paiement\/\*\n( {2}.*\n)* {2}Cache-Control: no-store\n/);
  });

  it('sends the build’s hashed files without a page’s policy, with what protects them', () => {
    const { headersFile, nginx } = deployConfig({ scripts: [], styleAttributes: [] });
    const assets = nginx.slice(nginx.indexOf('location /assets/ {'));
    const assetBlock = assets.slice(0, assets.indexOf('}'));
    expect(assetBlock).not.toMatch(/Content-Security-Policy|X-Frame-Options|Permissions-Policy/);
    expect(assetBlock).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(assetBlock).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    expect(assetBlock).toContain('add_header Strict-Transport-Security');
    expect(headersFile).toMatch(/\/assets\/\*\n {2}! Content-Security-Policy\n/);
    expect(headersFile).not.toMatch(/\/assets\/\*\n( {2}.*\n)* {2}! X-Content-Type-Options/);
  });

  it('labels the docs’ Markdown twins UTF-8 Markdown on static hosts and nginx', () => {
    const hashes = { scripts: [], styleAttributes: [] };
    const { headersFile, nginx } = deployConfig(hashes, {
      markdownPaths: ['/documentation/saas.md'],
    });
    expect(headersFile).toContain(
      '/documentation/saas.md\n  Content-Type: text/markdown; charset=utf-8\n',
    );
    expect(nginx).toMatch(
      /location ~ \\\.md\$ \{[^}]*types \{ \}\n\s*default_type text\/markdown;/,
    );
    expect(nginx).toMatch(/charset_types [^;]*text\/markdown/);
  });
});
