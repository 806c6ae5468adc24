// Prerenders every public, documentation and auth route to static HTML from
// the same React components (src/entry-server.tsx), so the first paint needs
// no JavaScript. The page's code is not preloaded from the HTML: measured with
// Lighthouse, those downloads competed with the HTML and the stylesheet and
// delayed the first paint by about 0.7 s on a mobile profile. Once the page has
// painted, the starter (start-after-first-paint.mjs) asks for the entry and for
// the page's own chunks together (routeFiles below). Payment links
// are rendered per request by the Node server (server/app.mjs) into a template
// made here; the loading screen made here is for those it cannot render.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineHashes } from '../server/headers.mjs';
import { routeChunksFile, routeChunksTable } from './route-chunks.mjs';
import { withScriptsAfterFirstPaint } from './start-after-first-paint.mjs';
import { chunkFiles } from './chunk-files.mjs';
import { entryScripts, frameScripts, stylesheetForCode } from './entry-stylesheet.mjs';

const dist = 'dist';
const ssrEntry = path.resolve('dist-ssr/entry-server.js');

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

export function outputFile(routePath) {
  return routePath === '/'
    ? path.join(dist, 'index.html')
    : path.join(dist, routePath.toLowerCase(), 'index.html');
}

function writeSeoFiles(siteUrl, pages) {
  const urls = pages
    // Route entries say which pages are worth a search result (`indexed: false`, src/app/routes.tsx).
    .filter((p) => p.out.endsWith('index.html') && p.indexed !== false)
    .map((p) => p.path);
  writeFileSync(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      urls.map((u) => `  <url><loc>${siteUrl}${u}</loc></url>`).join('\n') +
      `\n</urlset>\n`,
  );
  writeFileSync(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n# Payment pages belong to one payer each.\nDisallow: /paiement/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
}

/**
 * Puts the site's one stylesheet inside the HTML. As a file it was the first paint's last
 * request: one more round trip (300 ms on 3G) after the HTML, and measured with Lighthouse,
 * the paint then waited for the page's scripts and their hydration as well. About 12 KB brotli
 * more per HTML document; navigation after the first page is client-side and fetches no HTML.
 * `rulesOf` may keep part of it (the payment app's, a frame's). The CSP allows each exact text
 * by its hash (server/headers.mjs). The file stays in the deploy: a page that carries only its
 * frame's rules loads it to show another frame's page (src/app/frameStylesheet.ts).
 */
function withInlineStylesheet(html, rulesOf = (css) => css) {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
    (_, file) => `<style>${rulesOf(readFileSync(path.join(dist, file), 'utf8').trim())}</style>`,
  );
}

/** The page's language on <html>: the template's is French, English docs pages say theirs. */
const withLang = (html, lang = 'fr') => html.replace(/<html lang="fr"/, `<html lang="${lang}"`);

export async function prerenderAll({
  siteUrl = process.env.SITE_URL ?? 'https://yonnee.com',
} = {}) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  // Each entry's untouched build output is kept as its client-rendered shell; re-runs start from it.
  const siteShell = path.join(dist, '.vite', 'app-shell.html');
  const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (built.includes('<div id="root"></div>'))
    writeFileSync(siteShell, withInlineStylesheet(built));
  const template = readFileSync(siteShell, 'utf8').replace(
    /<meta\s+name="description"[^>]*>\s*/,
    '',
  );
  // The payment entry's HTML is no page of its own: every payment link gets its prerendered shell.
  const paymentApp = path.join(dist, '.vite', 'payment-app.html');
  const builtPayment = path.join(dist, 'src', 'payment.html');
  if (existsSync(builtPayment)) {
    // Only the rules the payment app's own code can match (scripts/entry-stylesheet.mjs).
    const code = [...entryScripts(manifest, 'src/payment.html')]
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
    writeFileSync(
      paymentApp,
      withInlineStylesheet(readFileSync(builtPayment, 'utf8'), (css) =>
        stylesheetForCode(css, code),
      ),
    );
    rmSync(path.dirname(builtPayment), { recursive: true });
  }
  const paymentTemplate = readFileSync(paymentApp, 'utf8');
  const {
    render,
    renderPayment,
    routes,
    docsNotFound,
    docsNotFoundEn,
    meta,
    formOfPage,
    paymentPageEnglish,
    frameModules,
  } = await import(pathToFileURL(ssrEntry).href);
  const chunks = routeChunksTable(manifest, routes, [docsNotFound, docsNotFoundEn]);
  writeFileSync(routeChunksFile(dist), JSON.stringify(chunks, null, 2));
  /**
   * The chunks a page hydrates with beyond its entry's (src/main.tsx loads them with
   * preloadPath before hydrating). Asked for with the entry instead of once it runs, they
   * arrive a round trip sooner, and the entry no longer adds a preload link for each of them
   * while it is evaluated: measured with Lighthouse on /faq, its evaluation task went from
   * 13–23 ms to under 10 ms (×4 on the mobile profile).
   */
  const routeFiles = (page) => chunks[page.path].preload;
  const js = (files) => [...files].filter((file) => file.endsWith('.js'));
  const renderInto = async (html, head, routePath, renderApp = render) =>
    html
      .replace(/<title>[^<]*<\/title>/, head)
      .replace('<div id="root"></div>', `<div id="root">${await renderApp(routePath)}</div>`);

  const pages = [
    ...routes.filter((r) => !r.path.includes(':')).map((r) => ({ ...r, out: outputFile(r.path) })),
    // Served with status 404 for every unknown path: under /documentation in the docs' frame,
    // the site's elsewhere (a static host finds the nearest 404.html, nginx is told).
    { ...routes.find((r) => r.path === '/404'), path: '/404', out: path.join(dist, '404.html') },
    { ...docsNotFound, out: path.join(dist, 'documentation', '404.html') },
    { ...docsNotFoundEn, out: path.join(dist, 'en', 'documentation', '404.html') },
  ];

  // Each prerendered page carries only the rules of its frame's code (the site's pages, the
  // docs'), saying which frame and where the whole sheet is: the app loads it before it shows a
  // page of another frame (src/app/frameStylesheet.ts). The docs' pages, two fifths of the sheet,
  // then fit their HTML in the first round trip of a new connection (issue 21).
  const [wholeSheetFile, ...more] = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  if (!wholeSheetFile || more.length) throw new Error('The build should emit one stylesheet.');
  const wholeSheet = readFileSync(path.join(dist, wholeSheetFile), 'utf8').trim();
  if (!template.includes(`<style>${wholeSheet}</style>`))
    throw new Error(`The site's shell should carry ${wholeSheetFile} inline.`);
  const templateIn = Object.fromEntries(
    ['site', 'docs'].map((frame) => {
      const { entry } = routes.find((route) => route.frame === frame);
      const code = [...frameScripts(manifest, entry, frameModules, frame)]
        .map((file) => readFileSync(path.join(dist, file), 'utf8'))
        .join('\n');
      const style = `<style data-frame="${frame}" data-complete-sheet="/${wholeSheetFile}">${stylesheetForCode(wholeSheet, code)}</style>`;
      return [frame, template.replace(`<style>${wholeSheet}</style>`, () => style)];
    }),
  );

  const written = [template];
  // Pages with a form are rendered again by the Node server when it answers their POST
  // (server/forms.mjs): each gets its HTML with an empty root to render into.
  const formPages = {};
  for (const page of pages) {
    const head = [
      `<title>${escapeHtml(page.title)}</title>`,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      `<link rel="canonical" href="${siteUrl}${page.path === '/' ? '/' : page.path}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:locale" content="${page.lang === 'en' ? 'en_US' : 'fr_FR'}" />`,
      // Each docs page names itself and its twin in the other language (src/entry-server.tsx).
      ...Object.entries(page.alternates ?? {}).map(
        ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${siteUrl}${href}" />`,
      ),
      `<meta property="og:site_name" content="Yonnee" />`,
      `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
      `<meta property="og:url" content="${siteUrl}${page.path}" />`,
    ].join('\n    ');
    const html = withScriptsAfterFirstPaint(
      withLang(await renderInto(templateIn[page.frame], head, page.path), page.lang),
      routeFiles(page),
    );
    mkdirSync(path.dirname(page.out), { recursive: true });
    writeFileSync(page.out, html);
    written.push(html);
    if (formOfPage[page.path])
      formPages[page.path] = withScriptsAfterFirstPaint(
        withLang(template.replace(/<title>[^<]*<\/title>/, head), page.lang),
        routeFiles(page),
      );
  }
  writeFileSync(path.join(dist, '.vite', 'form-pages.json'), JSON.stringify(formPages));
  // A payment link the Node server cannot render for itself (a static host, a lookup that failed)
  // gets the same HTML: its loading screen, painted before any script runs. The page hydrates it
  // with the real token (the first render depends on nothing else). Its scripts load at once,
  // not after the first paint: the link's summary, the page's largest content, needs them and
  // the API (measured with Lighthouse, waiting for the paint made the summary about 0.15 s later
  // on the mobile profile and 0.5 s later on 3G).
  const payment = routes.find((r) => r.path.startsWith('/paiement/:'));
  const paymentHead = [
    `<title>${escapeHtml(payment.title)}</title>`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
  const paymentShell = await renderInto(
    paymentTemplate,
    paymentHead,
    payment.path.replace(':token', 'jeton'),
    renderPayment,
  );
  writeFileSync(path.join(dist, '.vite', 'payment-shell.html'), paymentShell);
  // The page the Node server renders for each link it looked up (server/app.mjs) shows the
  // link's summary at once, so, like the site's pages, it loads its scripts after that paint.
  const paymentLinkPage = withScriptsAfterFirstPaint(
    paymentTemplate.replace(/<title>[^<]*<\/title>/, paymentHead),
  );
  writeFileSync(path.join(dist, '.vite', 'payment-link.html'), paymentLinkPage);
  // The same for a payer who reads English: its language, its title, and the English words'
  // chunk asked for with the entry, which hydrates with them (French pages never load it).
  const english = await paymentPageEnglish();
  const paymentLinkPageEn = withScriptsAfterFirstPaint(
    withLang(
      paymentTemplate.replace(
        /<title>[^<]*<\/title>/,
        paymentHead.replace(escapeHtml(payment.title), escapeHtml(english.title)),
      ),
      'en',
    ),
    js(chunkFiles(manifest, [english.module])).map((file) => `/${file}`),
  );
  writeFileSync(path.join(dist, '.vite', 'payment-link-en.html'), paymentLinkPageEn);
  written.push(paymentShell, paymentLinkPage, paymentLinkPageEn);

  // The CSP allows exactly what these pages carry inline (server/headers.mjs).
  writeFileSync(
    path.join(dist, '.vite', 'csp-hashes.json'),
    JSON.stringify(inlineHashes(written), null, 2),
  );
  writeSeoFiles(siteUrl, pages);
  // Paths that only redirect on the client get a real HTTP redirect from the server.
  writeFileSync(
    path.join(dist, '.vite', 'redirects.json'),
    JSON.stringify(meta.redirects, null, 2),
  );
  return pages.length;
}

// `node -e` (npm test's build beside the unit tests) has no script path.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = await prerenderAll();
  console.log(`Prerendered ${count} pages.`);
}
