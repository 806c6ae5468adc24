// `npm run build`: everything `npm start` serves, in order.
//  1. the client (dist/)            2. the server renderer (dist-ssr/)
//  3. prerendered pages (dist/**/index.html, 404.html, redirects)
//  4. the sandbox API for Node (dist-server/) and the Postman collection of its document
//  5. deployable header config
//  6. brotli and gzip copies of every text file, served by the Node server
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeDeployConfig } from '../server/deploy-config.mjs';
import { POSTMAN_COLLECTION_FILE, postmanCollection } from './postman-collection.mjs';
import { prerenderAll } from './prerender.mjs';

const vite = (...args) =>
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args],
    { stdio: 'inherit' },
  );

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

function precompress() {
  for (const file of walk('dist')) {
    if (!/\.(js|css|html|svg|json|txt|md|xml|webmanifest)$/.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/**
 * The docs' download: the collection of the document, its `baseUrl` the sandbox of the site
 * being built (PUBLIC_ORIGIN, else SITE_URL, else the document's own default).
 */
async function writeCollection() {
  const document = JSON.parse(readFileSync('dist-server/openapi.json', 'utf8'));
  const origin = process.env.PUBLIC_ORIGIN ?? process.env.SITE_URL;
  if (origin) document.servers[0].url = new URL(origin).origin;
  const collection = await postmanCollection(document);
  writeFileSync(`dist/${POSTMAN_COLLECTION_FILE}`, `${JSON.stringify(collection, null, 2)}\n`);
}

export function buildAll() {
  vite();
  vite('--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr');
  return prerenderAll()
    .then((count) => {
      console.log(`Prerendered ${count} pages.`);
      vite('--config', 'vite.sandbox.config.ts');
      return writeCollection();
    })
    .then(() => {
      writeDeployConfig({
        hashes: JSON.parse(readFileSync('dist/.vite/csp-hashes.json', 'utf8')),
        distDir: 'dist',
      });
      precompress();
    });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
