/* global document, window -- startAfterFirstPaint runs in the browser */
// Prerendered site pages paint before their scripts download: built HTML asks for the
// entry script and its imports at once, and measured with Lighthouse, those downloads and
// the hydration that follows held the first paint back (home LCP 1.9 s on its mobile
// profile, 1.4 s with this starter and the inline stylesheet). On a phone on 3G they also
// share the bandwidth with the page itself. Payment links do without it (scripts/prerender.mjs).

/** How long a page that never paints (a hidden iframe) waits before loading its scripts anyway. */
export const FALLBACK_MS = 2000;

/**
 * Runs in the page, as an inline script (hashed in the CSP): adds the entry script and the
 * module preloads named by its own data attributes once the first contentful paint is presented,
 * at once in a background tab (it paints nothing until shown), and after FALLBACK_MS if no
 * paint is ever reported. Its text names no file, so its hash stays the same from one build
 * to the next. Inserted as written, not compiled: plain script syntax.
 *
 * One element per task: starting a request costs the main thread about 1 ms unthrottled, and
 * the ten of a docs page added at once were an 8–18 ms task right after the first paint, which
 * a phone ×9 slower turns into a long one (Lighthouse's 3G TBT counted it, issue 21). The entry
 * goes first: its request matters most, and its imports are preloaded before it arrives. Turns
 * are messages, not timeouts: nested timeouts are held to 4 ms each after the fifth. (Comments
 * inside the function would be sent in every page: it is inserted as written.)
 */
export function startAfterFirstPaint(script, fallbackMs) {
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  var started = false;
  // The page's CSP enforces Trusted Types: this policy, the only one it names, is the one way
  // to give a script element a URL, and it takes only this site's own files.
  var trusted =
    window.trustedTypes &&
    window.trustedTypes.createPolicy('starter', {
      createScriptURL: function (url) {
        if (!/^\/[^/\\]/.test(url)) throw new TypeError('starter: not a file of this site');
        return url;
      },
    });
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    var turn = 0;
    var turns = new MessageChannel();
    turns.port1.onmessage = function () {
      if (turn === 0) {
        add('script', {
          type: 'module',
          crossorigin: '',
          src: trusted ? trusted.createScriptURL(entry) : entry,
        });
      } else {
        add('link', { rel: 'modulepreload', crossorigin: '', href: preloads[turn - 1] });
      }
      if (++turn <= preloads.length) turns.port2.postMessage(0);
    };
    turns.port2.postMessage(0);
  }
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, fallbackMs);
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
}

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Replaces a built page's module script and preloads with the inline starter above, which
 * also preloads `pageFiles`: the chunks the page hydrates with beyond the entry's imports.
 */
export function withScriptsAfterFirstPaint(html, pageFiles = []) {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1]);
  if (entries.length !== 1) return html;
  const entryImports = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const preloads = [...new Set([...entryImports, ...pageFiles])].filter(
    (file) => file !== entries[0],
  );
  const starter =
    `<script data-entry="${entries[0]}" data-preloads="${preloads.join(' ')}">` +
    `(${startAfterFirstPaint})(document.currentScript,${FALLBACK_MS})</script>`;
  return html
    .replace(modulePreload, '')
    .replace(moduleScript, (match) => `${match.slice(0, match.indexOf('<'))}${starter}`);
}
