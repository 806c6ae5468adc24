// The Node server's header policy as config for static hosts: dist/_headers
// (Netlify, Cloudflare Pages) and an nginx snippet. Generated at build time from
// server/headers.mjs, so the three never disagree. The snippet is written beside
// the build, not over deploy/nginx-security.conf: a build never edits tracked files,
// and an e2e test says when the copy in deploy/ is out of date.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  cacheControl,
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  DOCUMENT_ONLY_HEADERS,
  securityHeaders,
  subresourceHeaders,
} from './headers.mjs';

/** Text types nginx must label UTF-8 besides HTML (its default list lacks JavaScript, JSON, SVG). */
const CHARSET_TYPES =
  'text/plain text/markdown text/css text/xml application/javascript application/json application/manifest+json image/svg+xml';

/** The docs' Markdown twins (`.md`), which neither nginx's types nor every static host know. */
const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/**
 * @param {import('./headers.mjs').InlineHashes} hashes
 * @param {{ markdownPaths?: string[] }} [built] the build's Markdown files, by path: `_headers`
 * names each, as its patterns have one splat at most.
 * A static host cannot look a link up, so its payment pages may be framed by this site only
 * (the docs' demo); merchants' sites frame links served by the Node server.
 */
export function deployConfig(hashes, { markdownPaths = [] } = {}) {
  const page = securityHeaders({ pathname: '/', hashes, api: undefined });
  const paymentPage = {
    ...securityHeaders({ pathname: '/paiement/token', hashes, api: undefined }),
    'Cache-Control': cacheControl.private,
  };
  // The build's hashed files: scripts and fonts, read under their page's policy (headers.mjs).
  const asset = { ...subresourceHeaders(page), 'Cache-Control': cacheControl.immutable };
  const block = (headers) =>
    Object.entries(headers)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n');
  const nginx = (headers) =>
    Object.entries(headers)
      .map(([k, v]) => `    add_header ${k} "${v.replaceAll('"', '\\"')}" always;`)
      .join('\n');
  const revalidated = { ...page, 'Cache-Control': cacheControl.revalidate };
  // Every rule that matches a path applies (Cloudflare Pages' reading): `! Name` takes off
  // what `/*` said of a header before the payment pages say it their way, or not at all.
  const overridden = Object.keys(revalidated).filter(
    (name) => revalidated[name] !== paymentPage[name],
  );
  const paymentBlock = [
    ...overridden.map((name) => `  ! ${name}`),
    ...overridden
      .filter((name) => name in paymentPage)
      .map((name) => `  ${name}: ${paymentPage[name]}`),
  ].join('\n');
  return {
    headersFile: [
      `/*\n${block(revalidated)}\n`,
      `/paiement/*\n${paymentBlock}\n`,
      `/assets/*\n${[...DOCUMENT_ONLY_HEADERS, 'Cache-Control'].map((name) => `  ! ${name}`).join('\n')}\n  Cache-Control: ${cacheControl.immutable}\n`,
      ...markdownPaths.map((file) => `${file}\n  Content-Type: ${MARKDOWN_TYPE}\n`),
    ].join('\n'),
    nginx: [
      '# Built by scripts/build.mjs from server/headers.mjs as dist/.vite/nginx-security.conf: copy it, never edit it.',
      '# Include it in a server block whose root is the built dist/. CSP reports go to the Node',
      '# server (`npm start`), which keeps them: define `upstream yonnee_reports { server HOST:PORT; }`.',
      `# CSP: ${contentSecurityPolicy({ hashes })}`,
      `charset utf-8;`,
      `charset_types ${CHARSET_TYPES};`,
      `gzip_static on;`,
      `location / {\n${nginx(revalidated)}\n    try_files $uri $uri/index.html =404;\n    error_page 404 /404.html;\n}`,
      // Build internals and the static hosts' own config are never files to serve.
      `location ~ (^|/)\\. {\n${nginx(revalidated)}\n    return 404;\n}`,
      `location = /_headers {\n${nginx(revalidated)}\n    return 404;\n}`,
      // Unknown paths under /documentation get the 404 in the docs' frame, as from the Node server.
      `location /documentation/ {\n${nginx(revalidated)}\n    try_files $uri $uri/index.html =404;\n    error_page 404 /documentation/404.html;\n}`,
      // Only ever the body of a 404: asked for by name, it is not found either.
      `location = /404.html {\n${nginx(revalidated)}\n    internal;\n}`,
      `location = /documentation/404.html {\n${nginx(revalidated)}\n    internal;\n}`,
      `location /en/documentation/ {\n${nginx(revalidated)}\n    try_files $uri $uri/index.html =404;\n    error_page 404 /en/documentation/404.html;\n}`,
      `location = /en/documentation/404.html {\n${nginx(revalidated)}\n    internal;\n}`,
      `location /paiement/ {\n${nginx(paymentPage)}\n    try_files /.vite/payment-shell.html =404;\n}`,
      `location ~ \\.md$ {\n${nginx(revalidated)}\n    types { }\n    default_type text/markdown;\n    try_files $uri =404;\n    error_page 404 /404.html;\n}`,
      `location /assets/ {\n${nginx(asset)}\n    try_files $uri =404;\n    error_page 404 /404.html;\n}`,
      `location = ${CSP_REPORT_PATH} {\n${nginx(revalidated)}\n    proxy_pass http://yonnee_reports;\n}`,
      '',
    ].join('\n'),
  };
}

export const builtNginxSnippet = (distDir) => path.join(distDir, '.vite', 'nginx-security.conf');

/** Paths of the build's `.md` files (`/documentation/saas.md`). */
const markdownPathsIn = (distDir) =>
  readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .sort();

/** What `/assets/` may hold, since the config sends its files without a page's headers. */
const SUBRESOURCE_FILE = /\.(?:js|css|woff2?|png|jpe?g|gif|webp|avif)(?:\.br|\.gz)?$/;

export function writeDeployConfig({ hashes, distDir }) {
  const documents = readdirSync(path.join(distDir, 'assets')).filter(
    (file) => !SUBRESOURCE_FILE.test(file),
  );
  if (documents.length)
    throw new Error(
      `dist/assets/ holds ${documents.join(', ')}, which a browser may open as a page: static hosts would send it without the page headers (server/deploy-config.mjs).`,
    );
  const { headersFile, nginx } = deployConfig(hashes, { markdownPaths: markdownPathsIn(distDir) });
  writeFileSync(path.join(distDir, '_headers'), headersFile);
  mkdirSync(path.dirname(builtNginxSnippet(distDir)), { recursive: true });
  writeFileSync(builtNginxSnippet(distDir), nginx);
}
