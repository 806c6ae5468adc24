// The Node server's header policy as config for static hosts: dist/_headers
// (Netlify, Cloudflare Pages) and an nginx snippet. Generated at build time from
// server/headers.mjs, so the three never disagree. The snippet is written beside
// the build, not over deploy/nginx-security.conf: a build never edits tracked files,
// and an e2e test says when the copy in deploy/ is out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControl, contentSecurityPolicy, securityHeaders } from './headers.mjs';

export function deployConfig(hashes) {
  const page = securityHeaders({ pathname: '/', hashes, api: undefined });
  const paymentPage = securityHeaders({ pathname: '/paiement/token', hashes, api: undefined });
  const block = (headers) =>
    Object.entries(headers)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n');
  const nginx = (headers) =>
    Object.entries(headers)
      .map(([k, v]) => `    add_header ${k} "${v}" always;`)
      .join('\n');
  return {
    headersFile:
      `/*\n${block(page)}\n\n/paiement/*\n${block(paymentPage)}\n\n` +
      `/assets/*\n  Cache-Control: ${cacheControl.immutable}\n`,
    nginx:
      `# Built by scripts/build.mjs from server/headers.mjs as dist/.vite/nginx-security.conf: copy it, never edit it.\n` +
      `# CSP: ${contentSecurityPolicy({ hashes })}\n` +
      `location / {\n${nginx(page)}\n    add_header Cache-Control "${cacheControl.revalidate}" always;\n` +
      `    try_files $uri $uri/index.html =404;\n    error_page 404 /404.html;\n}\n` +
      `location /paiement/ {\n${nginx(paymentPage)}\n    try_files /.vite/payment-shell.html =404;\n}\n` +
      `location /assets/ {\n    add_header Cache-Control "${cacheControl.immutable}" always;\n` +
      `    add_header X-Content-Type-Options nosniff always;\n}\n`,
  };
}

export const builtNginxSnippet = (distDir) => path.join(distDir, '.vite', 'nginx-security.conf');

export function writeDeployConfig({ hashes, distDir }) {
  const { headersFile, nginx } = deployConfig(hashes);
  writeFileSync(path.join(distDir, '_headers'), headersFile);
  mkdirSync(path.dirname(builtNginxSnippet(distDir)), { recursive: true });
  writeFileSync(builtNginxSnippet(distDir), nginx);
}
