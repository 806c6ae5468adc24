// `npm run test:html`: every page the build prerendered, checked by the W3C Nu HTML Checker
// (vnu-jar, offline, on the machine's Java). A page with an error fails the run: a duplicate
// id breaks the skip link and in-page anchors, a misplaced element reads wrong to assistive
// technology, and browsers repair invalid markup each their own way.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = 'dist';
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** The HTML documents the site sends: its pages, its 404s, and the payment page's shell. */
function servedDocuments(dir = dist) {
  const pages = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      // Build internals hold templates, not pages, but the payment links' shell is sent as is.
      if (entry.isDirectory() && entry.name !== '.vite') visit(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) pages.push(full);
    }
  };
  visit(dir);
  return [...pages.sort(), path.join(dir, '.vite', 'payment-shell.html')];
}

function javaMissing() {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).error !== undefined;
}

/** The checker's errors, by file: warnings are advice and do not fail the run. */
function validate(files) {
  const run = spawnSync(
    'java',
    ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stderr || '{"messages":[]}');
  const errors = new Map(files.map((file) => [path.resolve(file), []]));
  for (const message of messages) {
    const file = message.url ? fileURLToPath(message.url) : '(checker)';
    const where = message.lastLine ? `${message.lastLine}:${message.firstColumn ?? 0}` : '';
    const extract = message.extract ? ` — ${message.extract.trim().slice(0, 120)}` : '';
    if (!errors.has(file)) errors.set(file, []);
    errors.get(file).push(`${where} ${message.message}${extract}`.trim());
  }
  return errors;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (javaMissing()) {
    console.error(
      'test:html needs Java for the Nu HTML Checker: `apt-get install default-jre-headless` (.ci/run does it).',
    );
    process.exit(1);
  }
  if (!process.argv.includes('--no-build')) {
    const { buildIfNeeded } = await import('../server/build-if-needed.mjs');
    await buildIfNeeded(process.cwd());
  }
  const files = servedDocuments();
  const errors = validate(files);
  const failures = [];
  for (const [file, list] of errors) {
    const name = path.relative(process.cwd(), file);
    for (const error of list) failures.push(`${name}:${error}`);
  }
  const failedPages = [...errors.values()].filter((list) => list.length > 0).length;
  console.log(`Nu HTML Checker: ${files.length} documents, ${failedPages} with errors.`);
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  mkdirSync('.reports/counts', { recursive: true });
  writeFileSync(
    '.reports/counts/html.json',
    JSON.stringify({ passed: files.length - failedPages, failed: failedPages, failures }),
  );
  process.exit(failedPages > 0 ? 1 : 0);
}
