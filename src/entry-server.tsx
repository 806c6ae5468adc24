import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/App';
import { PaymentApp } from './app/PaymentApp';
import { docsPages, docsPath, paths } from './app/paths';
import { docsSummaries } from './content/docsSummaries';
import { defaultDescription, pageDescriptions } from './content/pageTitles';
import { preloadPath } from './app/preloadPath';
import { routes as appRoutes } from './app/routes';

/** Static HTML of an app, with nothing left to stream: the CSP refuses the inline scripts that reveal outlined boundaries. */
async function toHtml(app: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{app}</StrictMode>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * Renders one path to static HTML at build time (scripts/prerender.mjs). Its
 * code is loaded first, so nothing suspends and the HTML needs no inline script.
 */
export async function render(path: string): Promise<string> {
  await preloadPath(path);
  return toHtml(<App ssrPath={path} />);
}

/** The hosted payment page's loading screen, as its own entry (src/payment.tsx) hydrates it. */
export const renderPayment = (path: string) => toHtml(<PaymentApp ssrPath={path} />);

// Descriptions matter only in the prerendered <head>, so they stay out of the browser's route table.
const descriptions = new Map<string, string>([
  ...Object.entries(pageDescriptions).map(
    ([key, text]) => [paths[key as keyof typeof paths], text] as [string, string],
  ),
  ...docsPages.map((page) => [docsPath(page), docsSummaries[page]] as [string, string]),
]);

export const routes = appRoutes.map(({ route: _route, ...entry }) => ({
  ...entry,
  description: descriptions.get(entry.path) ?? defaultDescription,
}));
export const meta = {
  redirects: { [paths.docsRoot]: docsPath('presentation') },
};
