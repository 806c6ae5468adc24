import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/App';
import { docsPages, docsPath, paths } from './app/paths';
import { docsSummaries } from './content/docsSummaries';
import { defaultDescription, pageDescriptions } from './content/pageTitles';
import { preloadPath } from './app/preloadPath';
import { routes as appRoutes } from './app/routes';

/**
 * Renders one path to static HTML at build time (scripts/prerender.mjs). Its
 * code is loaded first, so nothing suspends and the HTML needs no inline script.
 */
export async function render(path: string): Promise<string> {
  await preloadPath(path);
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    // Never outline a boundary: outlined content is revealed by inline scripts the CSP would refuse.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

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
