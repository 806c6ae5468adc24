import type { Plugin } from 'vite';
import { DEFAULT_THEME_STORAGE_KEY, INTER_CACHED_STORAGE_KEY } from '../lib/browserStorage.ts';
import { isPaymentPagePath } from '../paths/paymentPath.ts';

/**
 * The two HTML entries. Payment links are opened directly (from a text message, a merchant's
 * button or iframe), so the hosted payment page has an entry of its own that carries none of
 * the site's route table, shell or chrome: it is the lightest page of the site.
 */
export const htmlEntries = { main: 'index.html', payment: 'src/payment.html' } as const;

const EARLY_SCRIPT_MARKER = '<!-- early-script -->';

/**
 * Applies what the browser remembers before first paint: the stored theme, so a dark theme never
 * flashes light, and whether Inter is in the cache (src/lib/interOnceCached.css.ts), so a page
 * that will show it does from its first paint.
 */
export const earlyScript = `<script>try{var d=document.documentElement,t=localStorage.getItem(${JSON.stringify(DEFAULT_THEME_STORAGE_KEY)});if(t==='system')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';if(t==='dark'||t==='light')d.dataset.theme=t;if(localStorage.getItem(${JSON.stringify(INTER_CACHED_STORAGE_KEY)}))d.dataset.font='inter'}catch(e){}</script>`;

/**
 * Both entries get the same early script from here (the CSP allows its hash), and the
 * dev server answers payment links with the payment entry, as the production server does.
 */
export function htmlEntriesPlugin(): Plugin {
  return {
    name: 'yonnee-html-entries',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(EARLY_SCRIPT_MARKER, earlyScript),
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev.local');
        if (isPaymentPagePath(url.pathname)) req.url = `/${htmlEntries.payment}${url.search}`;
        next();
      });
    },
  };
}
